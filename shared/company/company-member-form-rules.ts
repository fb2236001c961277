// The storefront's checks of the company profile and member bodies (docs/company-api.md §2.2–§2.3), without zod:
// the first failing rule, in the fields' order, is the one reported, with the field it belongs to. The browser's
// 企业信息 form and 邀请成员 dialog check with it directly, so those pages load no validation library; the BFF
// applies it to bodies through shared/schemas/company-members-schemas.ts. The mall checks them with its own code
// (demo-mall/company/members/member-params.ts).
import { isMobile } from '../phone-rules.ts';
import { COMPANY_ROLES, type CompanyRole, isCompanyRole } from './company-roles.ts';
import { COMPANY_MEMBER_MESSAGES as M, COMPANY_NAME_MAX } from './company-member-rules.ts';
import { isValidCreditCode } from './credit-code.ts';

/** POST /api/company/info as the BFF forwards it: every text trimmed, the credit code upper-cased. */
export interface CompanyProfileInput {
  name: string;
  credit_code: string;
  legal_person: string;
  address: string;
  contact_name: string;
  contact_phone: string;
  license_image: string;
}
export type ProfileField = keyof CompanyProfileInput;

/** POST /api/company/member/invite as forwarded. */
export interface CompanyInviteInput {
  phone: string;
  role: CompanyRole;
}
export type InviteField = keyof CompanyInviteInput;

export type Checked<T, F> = { ok: true; value: T } | { ok: false; message: string; field: F };

/** The roles an invite or a role change offers, in the table's order. */
export const ROLE_CHOICES: readonly CompanyRole[] = COMPANY_ROLES;

/** Profile texts other than the name: generous, but bounded. */
const TEXT_MAX = 100;
const ADDRESS_MAX = 200;
const PICTURE_ADDRESS_MAX = 500;
/** a landline with its area code, optionally with an extension: 021-58880000, 0512-66881234-8001 */
const LANDLINE = /^0\d{2,3}-?\d{7,8}(?:-\d{1,6})?$/;
/** a site path (what POST /api/upload/image/file answers) or an http(s) URL */
const PICTURE_ADDRESS = /^(?:https?:\/\/[^\s/]+|\/(?!\/))\S*$/;

/** A number is read as its text, a string trimmed; anything else (absent, null, a list) is blank. */
const textOf = (value: unknown): string => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '');
const charCount = (value: string) => [...value].length;
const fieldsOf = (body: unknown) => (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;

/** The first broken rule of the first field that has one; rules are [holds, message] in the order they are checked. */
function firstBroken<F extends string>(rules: Record<F, [boolean, string][]>): { message: string; field: F } | null {
  for (const [field, list] of Object.entries(rules) as [F, [boolean, string][]][]) {
    const broken = list.find(([holds]) => !holds);
    if (broken) return { message: broken[1], field };
  }
  return null;
}

/** A required text: blank fails with `required`, longer than `max` with `tooLong`. */
const requiredText = (value: string, required: string, max = TEXT_MAX, tooLong = required): [boolean, string][] => [
  [value !== '', required],
  [charCount(value) <= max, tooLong],
];

/** The profile sent for verification, checked in the order of §2.3. */
export function checkProfile(body: unknown): Checked<CompanyProfileInput, ProfileField> {
  const fields = fieldsOf(body);
  const form: CompanyProfileInput = {
    name: textOf(fields.name),
    credit_code: textOf(fields.credit_code).toUpperCase(),
    legal_person: textOf(fields.legal_person),
    address: textOf(fields.address),
    contact_name: textOf(fields.contact_name),
    contact_phone: textOf(fields.contact_phone),
    license_image: textOf(fields.license_image),
  };
  const { credit_code, contact_phone, license_image } = form;
  const broken = firstBroken<ProfileField>({
    name: requiredText(form.name, M.nameRequired, COMPANY_NAME_MAX, M.nameTooLong),
    credit_code: [
      [credit_code !== '', M.creditCodeRequired],
      [isValidCreditCode(credit_code), M.creditCodeInvalid],
    ],
    legal_person: requiredText(form.legal_person, M.legalPersonRequired),
    address: requiredText(form.address, M.addressRequired, ADDRESS_MAX),
    contact_name: requiredText(form.contact_name, M.contactNameRequired),
    contact_phone: [[isMobile(contact_phone) || LANDLINE.test(contact_phone), M.contactPhoneInvalid]],
    license_image: [
      [license_image !== '', M.licenseRequired],
      [PICTURE_ADDRESS.test(license_image) && license_image.length <= PICTURE_ADDRESS_MAX, M.licenseInvalid],
    ],
  });
  return broken ? { ok: false, ...broken } : { ok: true, value: form };
}

/** The role of an invite or a role change: one of the table's, written exactly. */
export function checkRole(value: unknown): { ok: true; role: CompanyRole } | { ok: false; message: string } {
  const role = textOf(value);
  return isCompanyRole(role) ? { ok: true, role } : { ok: false, message: M.roleInvalid };
}

/** An invite: a mainland mobile first, then a role of the table. */
export function checkInvite(body: unknown): Checked<CompanyInviteInput, InviteField> {
  const fields = fieldsOf(body);
  const phone = textOf(fields.phone);
  if (!isMobile(phone)) return { ok: false, message: M.phoneInvalid, field: 'phone' };
  const role = checkRole(fields.role);
  return role.ok ? { ok: true, value: { phone, role: role.role } } : { ok: false, message: role.message, field: 'role' };
}

/** A member's status: 1 正常, 0 已停用, sent as a number or its text. */
export function checkMemberStatus(value: unknown): { ok: true; status: 0 | 1 } | { ok: false; message: string } {
  const text = textOf(value);
  return text === '0' || text === '1' ? { ok: true, status: text === '1' ? 1 : 0 } : { ok: false, message: M.statusInvalid };
}
