// The company profile and member rules of docs/company-api.md §2 with their exact messages. The mall checks
// bodies with these schemas and the storefront runs the same ones before sending (docs/company-api.md §2.3).
import { z } from 'zod';
import { isMobile } from '../phone-rules.ts';
import { COMPANY_ROLES, type CompanyRole } from '../company/company-roles.ts';
import { isValidCreditCode } from '../company/credit-code.ts';

export const COMPANY_MEMBER_MESSAGES = {
  nameRequired: '企业名称不能为空',
  nameTooLong: '企业名称长度不能超过 50',
  creditCodeRequired: '统一社会信用代码不能为空',
  creditCodeInvalid: '统一社会信用代码格式不正确',
  legalPersonRequired: '法定代表人不能为空',
  addressRequired: '企业地址不能为空',
  contactNameRequired: '联系人不能为空',
  contactPhoneInvalid: '联系电话格式不正确',
  licenseRequired: '请上传营业执照',
  licenseInvalid: '营业执照地址不正确',
  submitted: '提交成功，请等待审核',
  phoneInvalid: '手机号格式不符',
  phoneNotRegistered: '该手机号未注册商城账号',
  alreadyMember: '该用户已是本企业成员',
  inOtherCompany: '该用户已加入其他企业',
  roleInvalid: '请选择正确的角色',
  statusInvalid: '请选择正确的状态',
  invited: '邀请成功',
  inviteCompanyLimit: '邀请短信发送过于频繁：每个企业每小时最多发送 10 条，请稍后再试',
  invitePhoneLimit: '该手机号 24 小时内已收到 3 条企业邀请短信，请明天再试',
  roleChanged: '修改成功',
  memberMissing: '成员不存在',
  cannotDisableSelf: '不能停用自己',
  lastAdmin: '企业至少保留一名管理员',
  disabled: '已停用',
  enabled: '已启用',
  removed: '移除成功',
} as const;

const M = COMPANY_MEMBER_MESSAGES;
/** Member-invitation texts a company may send in any hour, and a phone may receive in any 24 hours (§2.2). */
export const INVITE_SMS_PER_COMPANY_PER_HOUR = 10;
export const INVITE_SMS_PER_PHONE_PER_DAY = 3;
export const COMPANY_NAME_MAX = 50;
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

export const COMPANY_VERIFY_STATUS_NAMES: Readonly<Record<number, string>> = { 0: '待认证', 1: '已认证', 2: '认证失败' };
export const MEMBER_STATUS_NAMES: Readonly<Record<number, string>> = { 1: '正常', 0: '已停用' };

/** The roles an invite or a role change offers, in the table's order. */
export const ROLE_CHOICES: readonly CompanyRole[] = COMPANY_ROLES;
