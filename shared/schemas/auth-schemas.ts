// Validation rules of docs/product.md §5 with their exact messages. The login forms and the BFF use these same
// schemas, so a rule cannot differ between browser and server.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { isMobile, isSmsCode } from '../phone-rules.ts';
import { isPictureAddress } from './picture-address.ts';

export const MESSAGES = {
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

/** 8-16 characters with at least one letter, one digit and one special character. */
const REGISTER_PASSWORD_PATTERN = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)(?=.*[^A-Za-z\\d\\s])\\S{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`,
);

/** Strings arrive from JSON or form bodies; numbers are tolerated and trimmed like CRMEB does. */
const trimmed = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value);

const text = () => z.preprocess(trimmed, z.string().optional());

/**
 * Not built on an optional schema: zod 4 never runs an optional field's checks when the key is absent,
 * so `{}` would pass. Absent, null or non-text values become '' and fail with the field's own message.
 */
const required = (message: string) =>
  z.preprocess(
    (value) => {
      const result = trimmed(value);
      return typeof result === 'string' ? result : '';
    },
    z.string().min(1, message),
  );

export const PhoneSchema = required(MESSAGES.phoneRequired).refine(isMobile, MESSAGES.phoneInvalid);
export const SmsCodeSchema = required(MESSAGES.codeRequired).refine(isSmsCode, MESSAGES.codeInvalid);
export const RegisterPasswordSchema = required(MESSAGES.registerPassword).refine(
  (value) => REGISTER_PASSWORD_PATTERN.test(value),
  MESSAGES.registerPassword,
);

export const LoginInputSchema = z.object({
  account: required(MESSAGES.accountRequired),
  password: required(MESSAGES.passwordRequired),
});

export const SmsLoginInputSchema = z.object({
  phone: PhoneSchema,
  sms_code: SmsCodeSchema,
});

export const SendCodeInputSchema = z.object({
  phone: PhoneSchema,
  captchaType: required(MESSAGES.captchaRequired),
  captchaVerification: required(MESSAGES.captchaRequired),
});

export const RegisterInputSchema = z.object({
  phone: PhoneSchema,
  sms_code: SmsCodeSchema,
  pwd: RegisterPasswordSchema,
  zone_id: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.union([z.string(), z.number()], { error: MESSAGES.zoneRequired }),
  ),
});

export const ChangePasswordInputSchema = z
  .object({
    phone: PhoneSchema,
    sms_code: SmsCodeSchema,
    pwd: RegisterPasswordSchema,
    confirm_pwd: text(),
  })
  .refine((input) => input.pwd === input.confirm_pwd, { message: MESSAGES.passwordMismatch, path: ['confirm_pwd'] });

const NICKNAME_MAX_LENGTH = 16;
const PROFILE_MESSAGES = { nicknameRequired: '请输入昵称', nicknameTooLong: '昵称不能超过16个字符', avatarInvalid: '请上传头像' } as const;

/** POST /api/user/change/info (the user centre's 昵称 and 头像): either field may come alone, one must. */
export const ProfileInputSchema = z
  .object({
    nickname: z
      .preprocess(trimmed, z.string({ error: PROFILE_MESSAGES.nicknameRequired }).min(1, PROFILE_MESSAGES.nicknameRequired))
      .refine((value) => [...value].length <= NICKNAME_MAX_LENGTH, PROFILE_MESSAGES.nicknameTooLong)
      .optional(),
    // what the backend's upload call answered (or its drawn default): a picture path or URL, nothing else
    avatar: z.string({ error: PROFILE_MESSAGES.avatarInvalid }).refine(isPictureAddress, PROFILE_MESSAGES.avatarInvalid).optional(),
  })
  .refine((input) => input.nickname !== undefined || input.avatar !== undefined, {
    message: PROFILE_MESSAGES.nicknameRequired,
    path: ['nickname'],
  });

/** POST /api/user/change/phone: the new phone and the code sent to it (SMS type change_phone). */
export const ChangePhoneInputSchema = z.object({
  phone: PhoneSchema,
  sms_code: SmsCodeSchema,
});

export { NICKNAME_MAX_LENGTH, PROFILE_MESSAGES };

/** Browser-only extras: the agreement box is not sent to the mall but the forms must check it. */
export const AgreementSchema = z.literal(true, { error: MESSAGES.agreementRequired });

export type LoginInput = z.infer<typeof LoginInputSchema>;
export type SmsLoginInput = z.infer<typeof SmsLoginInputSchema>;
export type RegisterInput = z.infer<typeof RegisterInputSchema>;
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;
export type ProfileInput = z.infer<typeof ProfileInputSchema>;
export type ChangePhoneInput = z.infer<typeof ChangePhoneInputSchema>;

/** The first failing message, as the forms and the BFF show it; null when valid. */
export function firstIssueMessage(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? '参数错误');
}
