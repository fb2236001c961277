// Reading a 集中开票 request and a 红字确认单's answers (docs/company-api.md §12): the first failure is reported in
// Chinese. A 专票 needs the address, phone, bank and account the tax bureau prints; a 普票 only the title and tax number.
import { isValidTaxNo } from '#shared/company/credit-code.ts';
import {
  INVOICE_FIELD_MAX,
  INVOICE_TITLE_MAX,
  isStatementInvoiceKind,
  RED_CONFIRMATION_MESSAGES as R,
  RED_REJECT_REASON_MAX,
  STATEMENT_INVOICE_MESSAGES as M,
  type StatementInvoiceKind,
} from '#shared/company/statement-invoice-rules.ts';
import { firstText } from '../../core/param-schemas.ts';
import type { InvoiceProfile } from './invoice-profile.ts';

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

export interface InvoiceRequestInput {
  merId: number;
  kind: StatementInvoiceKind;
  profile: InvoiceProfile;
  /** save the details as the company's invoice profile, for all stores */
  saveProfile: boolean;
}

/** The title and tax details alone (the profile call and a request). */
export function readInvoiceProfile(params: Record<string, unknown>, special: boolean): Read<InvoiceProfile> {
  const field = (key: string) => firstText(params[key]).trim();
  const profile: InvoiceProfile = {
    title: field('title'),
    taxNo: field('tax_no').toUpperCase(),
    address: field('address'),
    phone: field('phone'),
    bankName: field('bank_name'),
    bankAccount: field('bank_account'),
  };
  if (profile.title === '' || [...profile.title].length > INVOICE_TITLE_MAX) return { ok: false, message: M.title };
  if (!isValidTaxNo(profile.taxNo)) return { ok: false, message: M.taxNo };
  const details = [profile.address, profile.phone, profile.bankName, profile.bankAccount];
  if (details.some((value) => [...value].length > INVOICE_FIELD_MAX)) return { ok: false, message: M.fieldTooLong };
  if (special && details.some((value) => value === '')) return { ok: false, message: M.specialDetails };
  return { ok: true, value: profile };
}

export function readInvoiceRequest(params: Record<string, unknown>): Read<InvoiceRequestInput> {
  const merId = Number(firstText(params.mer_id));
  if (!Number.isSafeInteger(merId) || merId <= 0) return { ok: false, message: M.merchantMissing };
  const kind = firstText(params.kind).trim();
  if (!isStatementInvoiceKind(kind)) return { ok: false, message: M.kind };
  const profile = readInvoiceProfile(params, kind === 'special');
  if (!profile.ok) return profile;
  const save = firstText(params.save_profile).trim();
  return { ok: true, value: { merId, kind, profile: profile.value, saveProfile: save === '1' || save === 'true' } };
}

export function readRejectReason(params: Record<string, unknown>): Read<string> {
  const reason = firstText(params.reason).trim();
  if (reason === '' || [...reason].length > RED_REJECT_REASON_MAX) return { ok: false, message: R.rejectReason };
  return { ok: true, value: reason };
}
