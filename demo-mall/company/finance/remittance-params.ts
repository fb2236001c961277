// The remittance form (docs/company-api.md §3.5) checked by the mall in its own terms: field rules in the order the
// API documents, its messages (shared/company/finance-rules.ts, the contract both sides read), and the mall's own
// clock for "not later than today". The storefront checks the form first with its own schema.
import {
  COMPANY_FINANCE_MESSAGES as M,
  REMITTANCE_AMOUNT_MAX_FEN,
  REMITTANCE_MARK_MAX,
  REMITTANCE_PAYER_NAME_MAX,
  REMITTANCE_VOUCHERS_MAX,
} from '#shared/company/finance-rules.ts';
import { isRemittanceNo } from '#shared/company/remittance-codes.ts';
import { type Fen, toFen } from '#shared/money.ts';
import { type ParamsRead, textOf } from '../../core/param-readers.ts';
import { firstBrokenRule, type FieldRules } from '../../core/rule-table.ts';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** a site path (what the upload answers) or an http(s) URL, at most 500 characters */
const PICTURE = /^(\/\S*|https?:\/\/\S+)$/;

/** A real calendar day written Y-m-d. */
function realDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
}

/** vouchers as a list, or the comma-separated text a form post sends */
function voucherList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(textOf);
  return textOf(value)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function rules(today: string): FieldRules[] {
  return [
    {
      field: 'remittance_no',
      label: '汇款单号',
      rules: ['require', { check: (v) => (isRemittanceNo(textOf(v)) ? null : M.remittanceNoInvalid) }],
      messages: { require: M.remittanceNoInvalid },
    },
    {
      field: 'amount',
      label: '汇款金额',
      rules: [
        'require',
        { check: (v) => (AMOUNT.test(textOf(v)) && toFen(textOf(v)) > 0 ? null : M.amountInvalid) },
        { check: (v) => (toFen(textOf(v)) <= REMITTANCE_AMOUNT_MAX_FEN ? null : M.amountTooLarge) },
      ],
      messages: { require: M.amountRequired },
    },
    {
      field: 'payer_name',
      label: '付款户名',
      rules: ['require', { check: (v) => (textOf(v) === '' ? M.payerNameRequired : null) }, { max: REMITTANCE_PAYER_NAME_MAX }],
      messages: { require: M.payerNameRequired, max: M.payerNameTooLong },
    },
    {
      field: 'payer_bank',
      label: '付款银行',
      rules: ['require', { check: (v) => (textOf(v) === '' ? M.payerBankRequired : null) }],
      messages: { require: M.payerBankRequired },
    },
    {
      field: 'transfer_date',
      label: '汇款日期',
      rules: [
        'require',
        { check: (v) => (realDate(textOf(v)) ? null : M.dateRequired) },
        { check: (v) => (textOf(v) <= today ? null : M.dateInFuture) },
      ],
      messages: { require: M.dateRequired },
    },
    {
      field: 'vouchers',
      label: '汇款凭证',
      rules: [
        'require',
        {
          check: (v) => {
            const list = voucherList(v);
            if (list.length === 0) return M.vouchersRequired;
            if (list.length > REMITTANCE_VOUCHERS_MAX) return M.vouchersTooMany;
            return list.every((item) => item.length <= 500 && PICTURE.test(item)) ? null : M.voucherInvalid;
          },
        },
      ],
      messages: { require: M.vouchersRequired },
    },
    { field: 'mark', label: '备注', rules: [{ max: REMITTANCE_MARK_MAX }], messages: { max: M.markTooLong } },
  ];
}

export interface RemittanceParams {
  remittanceNo: string;
  amountFen: Fen;
  payerName: string;
  payerBank: string;
  transferDate: string;
  vouchers: string[];
  mark: string;
}

/** POST /api/company/remittance/create; `today` is the mall's date, Y-m-d. */
export function readRemittanceParams(params: Readonly<Record<string, unknown>>, today: string): ParamsRead<RemittanceParams> {
  const message = firstBrokenRule(params, rules(today));
  if (message) return { ok: false, message };
  return {
    ok: true,
    value: {
      remittanceNo: textOf(params.remittance_no),
      amountFen: toFen(textOf(params.amount)),
      payerName: textOf(params.payer_name),
      payerBank: textOf(params.payer_bank),
      transferDate: textOf(params.transfer_date),
      vouchers: voucherList(params.vouchers),
      mark: textOf(params.mark),
    },
  };
}
