// The 线下汇款充值 form's rules outside React: the fields as typed, what is sent, and which field a refusal of the
// shared schema (docs/company-api.md §3.5) belongs to, so the message shows under it and the typed values stay.
import { checkRemittanceBody, localDate, type RemittanceCreateInput, type RemittanceKey } from '#shared/company/remittance-form-rules.ts';

export interface RemittanceFields {
  amount: string;
  payerName: string;
  payerBank: string;
  transferDate: string;
  mark: string;
}

export const EMPTY_REMITTANCE_FIELDS: RemittanceFields = { amount: '', payerName: '', payerBank: '', transferDate: '', mark: '' };

export type RemittanceField = keyof RemittanceFields | 'vouchers' | 'remittanceNo';

const FIELD_OF_KEY: Readonly<Record<RemittanceKey, RemittanceField>> = {
  remittance_no: 'remittanceNo',
  amount: 'amount',
  payer_name: 'payerName',
  payer_bank: 'payerBank',
  transfer_date: 'transferDate',
  vouchers: 'vouchers',
  mark: 'mark',
};

export function remittanceBody(remittanceNo: string, fields: RemittanceFields, vouchers: readonly string[]) {
  return {
    remittance_no: remittanceNo,
    amount: fields.amount.trim(),
    payer_name: fields.payerName.trim(),
    payer_bank: fields.payerBank.trim(),
    transfer_date: fields.transferDate,
    vouchers: [...vouchers],
    mark: fields.mark.trim(),
  };
}

/** The parsed body, or the first problem and the field it belongs to. */
export function checkRemittance(
  body: ReturnType<typeof remittanceBody>,
): { ok: true; value: RemittanceCreateInput } | { ok: false; message: string; field: RemittanceField } {
  const checked = checkRemittanceBody(body, localDate(Date.now()));
  return checked.ok ? checked : { ok: false, message: checked.message, field: FIELD_OF_KEY[checked.key] };
}
