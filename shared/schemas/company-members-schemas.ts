// The storefront's checks of the company profile and member bodies (docs/company-api.md §2), run before sending,
// over the contract's messages (shared/company/company-member-rules.ts). The mall checks them with its own code.
import { z } from 'zod';
import { isMobile } from '../phone-rules.ts';
import { COMPANY_ROLES, type CompanyRole } from '../company/company-roles.ts';
import { COMPANY_MEMBER_MESSAGES, COMPANY_NAME_MAX } from '../company/company-member-rules.ts';
import { isValidCreditCode } from '../company/credit-code.ts';

export {
  COMPANY_MEMBER_MESSAGES,
  COMPANY_NAME_MAX,
  COMPANY_VERIFY_STATUS_NAMES,
  INVITE_SMS_PER_COMPANY_PER_HOUR,
  INVITE_SMS_PER_PHONE_PER_DAY,
  MEMBER_STATUS_NAMES,
} from '../company/company-member-rules.ts';

const M = COMPANY_MEMBER_MESSAGES;
/** Profile texts other than the name: generous, but bounded. */
const TEXT_MAX = 100;
/** a landline with its area code, optionally with an extension: 021-58880000, 0512-66881234-8001 */
const LANDLINE = /^0\d{2,3}-?\d{7,8}(?:-\d{1,6})?$/;
/** a site path (what POST /api/upload/image/file answers) or an http(s) URL */
const PICTURE_ADDRESS = /^(?:https?:\/\/[^\s/]+|\/(?!\/))\S*$/;

const textOf = (value: unknown): string => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '');
const charCount = (value: string) => [...value].length;

/** A required text field: absent, null or blank fails with `message`; longer than `max` fails with `tooLong`. */
const requiredText = (message: string, max = TEXT_MAX, tooLong = message) =>
  z.preprocess(textOf, z.string().min(1, message)).refine((value) => charCount(value) <= max, tooLong);

/** POST /api/company/info: the profile sent for verification, checked in the order of §2.3. */
export const CompanyProfileInputSchema = z.object({
  name: requiredText(M.nameRequired, COMPANY_NAME_MAX, M.nameTooLong),
  credit_code: z
    .preprocess((value) => textOf(value).toUpperCase(), z.string().min(1, M.creditCodeRequired))
    .refine((value) => value === '' || isValidCreditCode(value), M.creditCodeInvalid),
  legal_person: requiredText(M.legalPersonRequired),
  address: requiredText(M.addressRequired, 200),
  contact_name: requiredText(M.contactNameRequired),
  contact_phone: z.preprocess(textOf, z.string()).refine((value) => isMobile(value) || LANDLINE.test(value), M.contactPhoneInvalid),
  license_image: z
    .preprocess(textOf, z.string().min(1, M.licenseRequired))
    .refine((value) => value === '' || (PICTURE_ADDRESS.test(value) && value.length <= 500), M.licenseInvalid),
});
export type CompanyProfileInput = z.infer<typeof CompanyProfileInputSchema>;

const RoleSchema = z.preprocess(textOf, z.enum(COMPANY_ROLES, { error: M.roleInvalid }));

/** POST /api/company/member/invite */
export const CompanyInviteInputSchema = z.object({
  phone: z.preprocess(textOf, z.string()).refine(isMobile, M.phoneInvalid),
  role: RoleSchema,
});
export type CompanyInviteInput = z.infer<typeof CompanyInviteInputSchema>;

/** POST /api/company/member/role/:uid */
export const CompanyMemberRoleInputSchema = z.object({ role: RoleSchema });

/** POST /api/company/member/status/:uid: 1 正常, 0 已停用 */
export const CompanyMemberStatusInputSchema = z.object({
  status: z.preprocess((value) => textOf(value), z.enum(['0', '1'], { error: M.statusInvalid })).transform(Number),
});

/** The roles an invite or a role change offers, in the table's order. */
export const ROLE_CHOICES: readonly CompanyRole[] = COMPANY_ROLES;
