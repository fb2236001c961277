// Validation of the account bodies (docs/product.md §5): login, SMS login, the SMS code request, register, the
// password reset and the user centre's profile and phone. The rules and messages are shared/auth-rules.ts, which
// the browser's forms use directly; here they are applied to a body, and its fields read as text, once.
import { z } from 'zod';
import {
  authText,
  changePasswordProblem,
  loginProblem,
  optionalAuthText,
  phoneAndCodeProblem,
  phoneProblem,
  profileProblem,
  registerProblem,
  sendCodeProblem,
} from '../auth-rules.ts';

/** Every field kept raw, so the object itself never fails: the rules below do, in the form's order. */
const raw = () => z.unknown().optional();

type Fields = Record<string, unknown>;

/** The object's first broken rule as its one issue. */
const checked = <T extends z.ZodObject>(fields: T, problemOf: (input: Fields) => string | null) =>
  fields.superRefine((input, ctx) => {
    const problem = problemOf(input);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A phone number as trade-schemas' bodies carry it: required, then a mainland mobile; the trimmed text. */
export const PhoneSchema = z.preprocess(
  authText,
  z.string().superRefine((phone, ctx) => {
    const problem = phoneProblem(phone);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);

export const LoginInputSchema = checked(z.object({ account: raw(), password: raw() }), loginProblem).transform((input) => ({
  account: authText(input.account),
  password: authText(input.password),
}));

const phoneAndCode = (input: Fields) => ({ phone: authText(input.phone), sms_code: authText(input.sms_code) });

export const SmsLoginInputSchema = checked(z.object({ phone: raw(), sms_code: raw() }), phoneAndCodeProblem).transform(phoneAndCode);

export const SendCodeInputSchema = checked(
  z.object({ phone: raw(), captchaType: raw(), captchaVerification: raw() }),
  sendCodeProblem,
).transform((input) => ({
  phone: authText(input.phone),
  captchaType: authText(input.captchaType),
  captchaVerification: authText(input.captchaVerification),
}));

export const RegisterInputSchema = checked(
  z.object({ phone: raw(), sms_code: raw(), pwd: raw(), zone_id: raw() }),
  registerProblem,
).transform((input) => ({ ...phoneAndCode(input), pwd: authText(input.pwd), zone_id: input.zone_id as string | number }));

// a confirmation that is not text (null, a list) is a mismatch, said in Chinese like every other refusal
export const ChangePasswordInputSchema = checked(
  z.object({ phone: raw(), sms_code: raw(), pwd: raw(), confirm_pwd: raw() }),
  changePasswordProblem,
).transform((input) => ({
  ...phoneAndCode(input),
  pwd: authText(input.pwd),
  confirm_pwd: optionalAuthText(input.confirm_pwd) ?? undefined,
}));

/** POST /api/user/change/info (the user centre's 昵称 and 头像): either field may come alone, one must. */
export const ProfileInputSchema = checked(z.object({ nickname: raw(), avatar: raw() }), profileProblem).transform((input) => {
  const output: { nickname?: string; avatar?: string } = {};
  if ('nickname' in input) output.nickname = input.nickname === undefined ? undefined : authText(input.nickname);
  if ('avatar' in input) output.avatar = input.avatar as string | undefined;
  return output;
});

/** POST /api/user/change/phone: the new phone and the code sent to it (SMS type change_phone). */
export const ChangePhoneInputSchema = checked(z.object({ phone: raw(), sms_code: raw() }), phoneAndCodeProblem).transform(phoneAndCode);

export type LoginInput = z.infer<typeof LoginInputSchema>;
export type SmsLoginInput = z.infer<typeof SmsLoginInputSchema>;
export type RegisterInput = z.infer<typeof RegisterInputSchema>;
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;
export type ProfileInput = z.infer<typeof ProfileInputSchema>;
export type ChangePhoneInput = z.infer<typeof ChangePhoneInputSchema>;

/** The first failing message, as the BFF answers it; null when valid. */
export function firstIssueMessage(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? '参数错误');
}
