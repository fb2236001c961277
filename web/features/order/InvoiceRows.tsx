// The rows both invoice forms share (发票信息 at checkout and 添加抬头 in 抬头管理): a radio group and the text
// fields the chosen kind of invoice asks for, each with its message under it.
import { errorIdOf, FormRow } from '../ui/FormRow.tsx';
import { INVOICE_LABELS, type InvoiceField, type InvoiceForm, invoiceFields } from './invoice.ts';

export function InvoiceRadios({
  id,
  label,
  name,
  options,
  value,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  name: string;
  options: readonly (readonly [string, string])[];
  value: string;
  disabled?: (value: string) => boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="invoice-radios" role="radiogroup" id={id} aria-label={label}>
      {options.map(([option, text]) => (
        <label key={option} className={`invoice-radio${disabled?.(option) ? ' is-disabled' : ''}`}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            disabled={disabled?.(option)}
            onChange={() => onChange(option)}
          />
          {text}
        </label>
      ))}
    </div>
  );
}

export function InvoiceInputs({
  form,
  rowId,
  messageOf,
  placeholders = {},
  onChange,
}: {
  form: InvoiceForm;
  rowId: (field: InvoiceField) => string;
  messageOf: (field: InvoiceField) => string | undefined;
  placeholders?: Partial<Record<InvoiceField, string>>;
  onChange: (field: InvoiceField, value: string) => void;
}) {
  return invoiceFields(form).map((field) => {
    const label = INVOICE_LABELS[field as keyof typeof INVOICE_LABELS];
    const message = messageOf(field);
    return (
      <FormRow key={field} id={rowId(field)} label={label} error={message} required>
        <input
          id={rowId(field)}
          className="form-input"
          value={form[field]}
          placeholder={placeholders[field] ?? `请输入${label}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorIdOf(rowId(field)) : undefined}
          onChange={(event) => onChange(field, event.target.value)}
        />
      </FormRow>
    );
  });
}
