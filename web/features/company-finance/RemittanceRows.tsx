// The rows of the remittance form: the text fields from one table, the voucher pictures and the note, each with
// its message under it (the field a refusal names).
import { REMITTANCE_VOUCHERS_MAX } from '#shared/company/finance-rules.ts';
import { errorIdOf, FormRow } from '../ui/FormRow.tsx';
import { ImageTiles } from '../upload/ImageTiles.tsx';
import type { useImageUploads } from '../upload/use-image-uploads.ts';
import type { RemittanceField, RemittanceFields } from './remittance-form.ts';

type TextField = 'amount' | 'payerName' | 'payerBank' | 'transferDate';

const TEXT_ROWS: readonly { field: TextField; id: string; label: string; placeholder?: string; inputMode?: 'decimal'; date?: true }[] = [
  { field: 'amount', id: 'rm-amount', label: '汇款金额', placeholder: '请输入汇款金额（元）', inputMode: 'decimal' },
  { field: 'payerName', id: 'rm-payer', label: '付款户名', placeholder: '付款账户的户名' },
  { field: 'payerBank', id: 'rm-bank', label: '付款银行', placeholder: '付款账户的开户银行' },
  { field: 'transferDate', id: 'rm-date', label: '汇款日期', date: true },
];

export function RemittanceRows({
  fields,
  error,
  uploads,
  today,
  set,
}: {
  fields: RemittanceFields;
  error: { field: RemittanceField; message: string } | null;
  uploads: ReturnType<typeof useImageUploads>;
  today: string;
  set: (key: keyof RemittanceFields, value: string) => void;
}) {
  const errorOf = (field: RemittanceField) => (error?.field === field ? error.message : undefined);
  const described = (field: RemittanceField, id: string) => (error?.field === field ? errorIdOf(id) : undefined);
  return (
    <>
      {TEXT_ROWS.map((row) => (
        <FormRow key={row.id} id={row.id} label={row.label} required error={errorOf(row.field)}>
          <input
            id={row.id}
            type={row.date ? 'date' : undefined}
            max={row.date ? today : undefined}
            inputMode={row.inputMode}
            placeholder={row.placeholder}
            value={fields[row.field]}
            onChange={(event) => set(row.field, event.target.value)}
            aria-describedby={described(row.field, row.id)}
          />
        </FormRow>
      ))}
      <FormRow id="rm-vouchers" label={`汇款凭证(最多${REMITTANCE_VOUCHERS_MAX}张)`} required error={errorOf('vouchers')}>
        <ImageTiles
          uploads={uploads}
          noun="汇款凭证"
          inputId="rm-vouchers"
          inputLabel="上传汇款凭证"
          describedBy={described('vouchers', 'rm-vouchers')}
        />
      </FormRow>
      <FormRow id="rm-mark" label="备注" error={errorOf('mark')}>
        <textarea
          id="rm-mark"
          placeholder="选填，最多 200 字"
          value={fields.mark}
          onChange={(event) => set('mark', event.target.value)}
          aria-describedby={described('mark', 'rm-mark')}
        />
      </FormRow>
    </>
  );
}
