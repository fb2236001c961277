// The BFF's checks of the company profile and member bodies (docs/company-api.md §2): the rules are
// shared/company/company-member-form-rules.ts (without zod, so the browser's forms check with them directly),
// applied here to a body; the contract's messages are shared/company/company-member-rules.ts. The mall checks
// them with its own code.
import { z } from 'zod';
import { checkInvite, checkMemberStatus, checkProfile, checkRole } from '../company/company-member-form-rules.ts';

export {
  COMPANY_MEMBER_MESSAGES,
  COMPANY_NAME_MAX,
  COMPANY_VERIFY_STATUS_NAMES,
  INVITE_SMS_PER_COMPANY_PER_HOUR,
  INVITE_SMS_PER_PHONE_PER_DAY,
  MEMBER_STATUS_NAMES,
} from '../company/company-member-rules.ts';
export type { CompanyInviteInput, CompanyProfileInput } from '../company/company-member-form-rules.ts';

/** Every field kept raw, so the object itself never fails: the rules below do, in order, on the whole body. */
const raw = () => z.unknown().optional();

/** POST /api/company/info: the profile sent for verification, checked in the order of §2.3. */
export const CompanyProfileInputSchema = z
  .object({
    name: raw(),
    credit_code: raw(),
    legal_person: raw(),
    address: raw(),
    contact_name: raw(),
    contact_phone: raw(),
    license_image: raw(),
  })
  .transform((body, context) => {
    const checked = checkProfile(body);
    if (checked.ok) return checked.value;
    context.addIssue({ code: 'custom', message: checked.message, path: [checked.field] });
    return z.NEVER;
  });

/** POST /api/company/member/invite */
export const CompanyInviteInputSchema = z.object({ phone: raw(), role: raw() }).transform((body, context) => {
  const checked = checkInvite(body);
  if (checked.ok) return checked.value;
  context.addIssue({ code: 'custom', message: checked.message, path: [checked.field] });
  return z.NEVER;
});

/** POST /api/company/member/role/:uid */
export const CompanyMemberRoleInputSchema = z.object({ role: raw() }).transform((body, context) => {
  const checked = checkRole(body.role);
  if (checked.ok) return { role: checked.role };
  context.addIssue({ code: 'custom', message: checked.message, path: ['role'] });
  return z.NEVER;
});

/** POST /api/company/member/status/:uid: 1 正常, 0 已停用 */
export const CompanyMemberStatusInputSchema = z.object({ status: raw() }).transform((body, context) => {
  const checked = checkMemberStatus(body.status);
  if (checked.ok) return { status: checked.status as number };
  context.addIssue({ code: 'custom', message: checked.message, path: ['status'] });
  return z.NEVER;
});
