// 抬头类型 as both invoice dialogs ask it (发票信息 at checkout, 添加抬头 in 抬头管理): 个人 or 企业, with 个人 closed
// while the form asks for a 增值税专用发票, which is for a company only.
import type { InvoiceField, InvoiceForm } from '../order/invoice.ts';
import { InvoiceRadios } from '../order/InvoiceRows.tsx';
import { FormRow } from '../ui/FormRow.tsx';

const TITLE_TYPES = [
  ['1', '个人'],
  ['2', '企业'],
] as const;

export function TitleTypeRow({
  form,
  rowId,
  messageOf,
  onChange,
}: {
  form: InvoiceForm;
  rowId: (field: InvoiceField) => string;
  messageOf: (field: InvoiceField) => string | undefined;
  onChange: (field: InvoiceField, value: string) => void;
}) {
  const id = rowId('receipt_title_type');
  const special = form.receipt_type === '2';
  return (
    <FormRow id={id} label="抬头类型" error={messageOf('receipt_title_type')}>
      <InvoiceRadios
        id={id}
        label="抬头类型"
        name={id}
        options={TITLE_TYPES}
        value={form.receipt_title_type}
        disabled={(value) => special && value === '1'}
        onChange={(value) => onChange('receipt_title_type', value)}
      />
    </FormRow>
  );
}
