// Company profile and member bodies (docs/company-api.md §2.2, §2.3) checked by the mall in its own terms: field
// rules in the rule table's order, the messages the API documents (shared/company/company-member-rules.ts) and
// ThinkPHP's own wording where the API names none. The storefront's zod schemas are its own copy.
import { COMPANY_ROLES, type CompanyRole } from '#shared/company/company-roles.ts';
import { COMPANY_MEMBER_MESSAGES as M, COMPANY_NAME_MAX } from '#shared/company/company-member-rules.ts';
import { isValidCreditCode } from '#shared/company/credit-code.ts';
import { isMobile } from '../../core/mobile-rule.ts';
import { type ParamsRead, textOf } from '../../core/param-readers.ts';
import { firstBrokenRule, readByRules, type FieldRules } from '../../core/rule-table.ts';

/** a landline with its area code, optionally with an extension: 021-58880000, 0512-66881234-8001 */
const LANDLINE = /^0\d{2,3}-?\d{7,8}(?:-\d{1,6})?$/;
/** a site path (what the upload answers) or an http(s) URL */
const PICTURE_ADDRESS = /^(?:https?:\/\/[^\s/]+|\/(?!\/))\S*$/;

const text = (field: string, label: string, required: string, max = 100): FieldRules => ({
  field,
  label,
  rules: ['require', { check: (value) => (textOf(value) === '' ? required : null) }, { max }],
  messages: { require: required },
});

const PROFILE_RULES: readonly FieldRules[] = [
  { ...text('name', '企业名称', M.nameRequired, COMPANY_NAME_MAX), messages: { require: M.nameRequired, max: M.nameTooLong } },
  {
    field: 'credit_code',
    label: '统一社会信用代码',
    rules: ['require', { check: (value) => (isValidCreditCode(textOf(value).toUpperCase()) ? null : M.creditCodeInvalid) }],
    messages: { require: M.creditCodeRequired },
  },
  text('legal_person', '法定代表人', M.legalPersonRequired),
  text('address', '企业地址', M.addressRequired, 200),
  text('contact_name', '联系人', M.contactNameRequired),
  {
    field: 'contact_phone',
    label: '联系电话',
    rules: ['require', { check: (value) => (isMobile(textOf(value)) || LANDLINE.test(textOf(value)) ? null : M.contactPhoneInvalid) }],
    messages: { require: M.contactPhoneInvalid },
  },
  {
    field: 'license_image',
    label: '营业执照',
    rules: ['require', { max: 500 }, { check: (value) => (PICTURE_ADDRESS.test(textOf(value)) ? null : M.licenseInvalid) }],
    messages: { require: M.licenseRequired, max: M.licenseInvalid },
  },
];

/** The profile as the mall keeps it (credit code in upper case). */
export interface CompanyProfileParams {
  name: string;
  credit_code: string;
  legal_person: string;
  address: string;
  contact_name: string;
  contact_phone: string;
  license_image: string;
}

/** POST /api/company/info: the profile sent for verification. */
export function readCompanyProfileParams(params: Readonly<Record<string, unknown>>): ParamsRead<CompanyProfileParams> {
  return readByRules(params, PROFILE_RULES, () => ({
    name: textOf(params.name),
    credit_code: textOf(params.credit_code).toUpperCase(),
    legal_person: textOf(params.legal_person),
    address: textOf(params.address),
    contact_name: textOf(params.contact_name),
    contact_phone: textOf(params.contact_phone),
    license_image: textOf(params.license_image),
  }));
}

const ROLE_RULE: FieldRules = {
  field: 'role',
  label: '角色',
  rules: ['require', { in: COMPANY_ROLES }],
  messages: { require: M.roleInvalid, in: M.roleInvalid },
};

/** POST /api/company/member/invite: a registered phone and a role. */
export function readInviteParams(params: Readonly<Record<string, unknown>>): ParamsRead<{ phone: string; role: CompanyRole }> {
  return readByRules(
    params,
    [
      { field: 'phone', label: '手机号', rules: ['require', 'mobile'], messages: { require: M.phoneInvalid, mobile: M.phoneInvalid } },
      ROLE_RULE,
    ],
    () => ({ phone: textOf(params.phone), role: textOf(params.role) as CompanyRole }),
  );
}

/** POST /api/company/member/role/:uid */
export function readRoleParams(params: Readonly<Record<string, unknown>>): ParamsRead<{ role: CompanyRole }> {
  const message = firstBrokenRule(params, [ROLE_RULE]);
  return message ? { ok: false, message } : { ok: true, value: { role: textOf(params.role) as CompanyRole } };
}

/** POST /api/company/member/status/:uid: 1 正常, 0 已停用. */
export function readMemberStatusParams(params: Readonly<Record<string, unknown>>): ParamsRead<{ status: 0 | 1 }> {
  const message = firstBrokenRule(params, [
    { field: 'status', label: '状态', rules: ['require', { in: ['0', '1'] }], messages: { require: M.statusInvalid, in: M.statusInvalid } },
  ]);
  return message ? { ok: false, message } : { ok: true, value: { status: textOf(params.status) === '1' ? 1 : 0 } };
}
