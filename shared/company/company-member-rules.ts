// The company profile and member rules of docs/company-api.md §2 that both sides read as the API's contract: the
// documented messages, the invitation limits and the status names. Each side checks requests with its own code
// (the storefront: shared/company/company-member-form-rules.ts, which the BFF's schemas apply; the mall:
// demo-mall/company/members/member-params.ts).

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

/** Member-invitation texts a company may send in any hour, and a phone may receive in any 24 hours (§2.2). */
export const INVITE_SMS_PER_COMPANY_PER_HOUR = 10;
export const INVITE_SMS_PER_PHONE_PER_DAY = 3;
export const COMPANY_NAME_MAX = 50;

export const COMPANY_VERIFY_STATUS_NAMES: Readonly<Record<number, string>> = { 0: '待认证', 1: '已认证', 2: '认证失败' };
export const MEMBER_STATUS_NAMES: Readonly<Record<number, string>> = { 1: '正常', 0: '已停用' };
