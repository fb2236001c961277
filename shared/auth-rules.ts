// The account forms' rules (docs/product.md §5) and their exact messages, without zod: login, SMS login, the SMS
// code request, register, the password reset, the user centre's nickname/avatar and phone change, and the agreement
// box. The BFF's schemas (shared/schemas/auth-schemas.ts) apply them to request bodies; the login panels and the
// user-centre dialogs check with them directly, so those pages load no validation library. Fields are checked in
// the form's order and only the first broken rule is reported.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { isMobile, isSmsCode } from './phone-rules.ts';
import { isPictureAddress } from './schemas/picture-address.ts';

export const AUTH_MESSAGES = {
  phoneRequired: '请输入手机号码',
  phoneInvalid: '请输入正确的手机号码',
  codeRequired: '请输入验证码',
  codeInvalid: '请输入正确的验证码',
  accountRequired: '请填写账号',
  passwordRequired: '请填写密码',
  agreementRequired: '请勾选用户隐私协议',
  registerPassword: '请输入8-16位字母加数字加特殊字符组合',
  zoneRequired: '请选择所属园区公司',
  passwordMismatch: '两次密码不一致',
  captchaRequired: '请完成安全验证',
  smsLoginFailed: '验证码错误',
} as const;

export const PROFILE_MESSAGES = {
  nicknameRequired: '请输入昵称',
  nicknameTooLong: '昵称不能超过16个字符',
  avatarInvalid: '请上传头像',
} as const;

/** in characters (a Chinese character counts one) */
export const NICKNAME_MAX_LENGTH = 16;

const M = AUTH_MESSAGES;

/** 8-16 characters with at least one letter, one digit and one special character. */
const REGISTER_PASSWORD_PATTERN = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)(?=.*[^A-Za-z\\d\\s])\\S{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`,
);

/** Strings arrive from JSON or form bodies; numbers are tolerated as their digits, text is trimmed like CRMEB does. */
export const authText = (value: unknown): string =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';

/** An optional text field: absent stays undefined, text is read as authText, anything else is not text (null). */
export const optionalAuthText = (value: unknown): string | undefined | null =>
  value === undefined ? undefined : typeof value === 'number' || typeof value === 'string' ? authText(value) : null;

type Fields = Record<string, unknown>;

const requiredProblem = (value: unknown, message: string) => (authText(value) === '' ? message : null);

export function phoneProblem(value: unknown): string | null {
  const phone = authText(value);
  if (phone === '') return M.phoneRequired;
  return isMobile(phone) ? null : M.phoneInvalid;
}

function smsCodeProblem(value: unknown): string | null {
  const code = authText(value);
  if (code === '') return M.codeRequired;
  return isSmsCode(code) ? null : M.codeInvalid;
}

function registerPasswordProblem(value: unknown): string | null {
  return REGISTER_PASSWORD_PATTERN.test(authText(value)) ? null : M.registerPassword;
}

/** zone_id: a park company's id as text or number; '' and null are none chosen. */
export const isZoneId = (value: unknown): value is string | number =>
  typeof value === 'string' ? value !== '' : typeof value === 'number' && Number.isFinite(value);

/** The first broken rule of the given checks, in order. */
const firstOf = (...checks: (() => string | null)[]): string | null => {
  for (const check of checks) {
    const problem = check();
    if (problem) return problem;
  }
  return null;
};

/** 账号密码登录 */
export const loginProblem = (input: Fields): string | null =>
  firstOf(
    () => requiredProblem(input.account, M.accountRequired),
    () => requiredProblem(input.password, M.passwordRequired),
  );

/** 短信登录, and the user centre's 更换手机号 (the new phone and the code sent to it) */
export const phoneAndCodeProblem = (input: Fields): string | null =>
  firstOf(
    () => phoneProblem(input.phone),
    () => smsCodeProblem(input.sms_code),
  );

/** 获取验证码: the phone, then the slider captcha's answer */
export const sendCodeProblem = (input: Fields): string | null =>
  firstOf(
    () => phoneProblem(input.phone),
    () => requiredProblem(input.captchaType, M.captchaRequired),
    () => requiredProblem(input.captchaVerification, M.captchaRequired),
  );

/** 注册 */
export const registerProblem = (input: Fields): string | null =>
  firstOf(
    () => phoneAndCodeProblem(input),
    () => registerPasswordProblem(input.pwd),
    () => (isZoneId(input.zone_id) ? null : M.zoneRequired),
  );

/**
 * 修改密码. A confirmation that is not text (null, a list) is reported as a mismatch here; the BFF's schema answers
 * it with zod's own type message, as it always has.
 */
export const changePasswordProblem = (input: Fields): string | null =>
  firstOf(
    () => phoneAndCodeProblem(input),
    () => registerPasswordProblem(input.pwd),
    () => (authText(input.pwd) === optionalAuthText(input.confirm_pwd) ? null : M.passwordMismatch),
  );

function nicknameProblem(value: unknown): string | null {
  if (value === undefined) return null;
  const nickname = optionalAuthText(value) ?? '';
  if (nickname === '') return PROFILE_MESSAGES.nicknameRequired;
  return [...nickname].length > NICKNAME_MAX_LENGTH ? PROFILE_MESSAGES.nicknameTooLong : null;
}

/** the avatar: what the backend's upload call answered (or its drawn default), a picture path or URL, nothing else */
function avatarProblem(value: unknown): string | null {
  if (value === undefined) return null;
  return typeof value === 'string' && isPictureAddress(value) ? null : PROFILE_MESSAGES.avatarInvalid;
}

/** 昵称 and 头像 of the user centre: either may come alone, one must. */
export const profileProblem = (input: Fields): string | null =>
  firstOf(
    () => nicknameProblem(input.nickname),
    () => avatarProblem(input.avatar),
    () => (input.nickname === undefined && input.avatar === undefined ? PROFILE_MESSAGES.nicknameRequired : null),
  );

/** The agreement box is not sent to the mall but the forms must check it. */
export const agreementProblem = (agreed: unknown): string | null => (agreed === true ? null : M.agreementRequired);
