// The account forms' rules without zod (shared/auth-rules.ts): every message is reached, in the form's order, and the
// BFF's schemas built on them (shared/schemas/auth-schemas.ts) answer the same first message and read fields as text.
import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES as M,
  agreementProblem,
  changePasswordProblem,
  loginProblem,
  NICKNAME_MAX_LENGTH,
  PROFILE_MESSAGES as P,
  phoneAndCodeProblem,
  phoneProblem,
  profileProblem,
  registerProblem,
  sendCodeProblem,
} from '../../../shared/auth-rules.ts';
import {
  ChangePasswordInputSchema,
  ChangePhoneInputSchema,
  firstIssueMessage,
  LoginInputSchema,
  ProfileInputSchema,
  RegisterInputSchema,
  SendCodeInputSchema,
  SmsLoginInputSchema,
} from '../../../shared/schemas/auth-schemas.ts';

const PHONE = '13800138000';
const PWD = 'Abc12345!';
const register = { phone: PHONE, sms_code: '1234', pwd: PWD, zone_id: '3' };
const change = { phone: PHONE, sms_code: '1234', pwd: PWD, confirm_pwd: PWD };

describe('auth rules', () => {
  it('reads a phone: required, then a mainland mobile; numbers count as their digits', () => {
    expect(phoneProblem(undefined)).toBe(M.phoneRequired);
    expect(phoneProblem('  ')).toBe(M.phoneRequired);
    expect(phoneProblem(null)).toBe(M.phoneRequired);
    expect(phoneProblem('12800138000')).toBe(M.phoneInvalid);
    expect(phoneProblem(` ${PHONE} `)).toBeNull();
    expect(phoneProblem(13800138000)).toBeNull();
  });

  it('checks the password login: account, then password', () => {
    expect(loginProblem({})).toBe(M.accountRequired);
    expect(loginProblem({ account: 'a', password: ' ' })).toBe(M.passwordRequired);
    expect(loginProblem({ account: 'a', password: 'p' })).toBeNull();
  });

  it('checks the SMS login and the phone change: phone, then code', () => {
    expect(phoneAndCodeProblem({ sms_code: 'x' })).toBe(M.phoneRequired);
    expect(phoneAndCodeProblem({ phone: PHONE })).toBe(M.codeRequired);
    expect(phoneAndCodeProblem({ phone: PHONE, sms_code: '12 34' })).toBe(M.codeInvalid);
    expect(phoneAndCodeProblem({ phone: PHONE, sms_code: 1234 })).toBeNull();
  });

  it('checks the code request: phone, then the captcha answer', () => {
    expect(sendCodeProblem({ phone: 'x', captchaType: 'blockPuzzle' })).toBe(M.phoneInvalid);
    expect(sendCodeProblem({ phone: PHONE, captchaType: 'blockPuzzle' })).toBe(M.captchaRequired);
    expect(sendCodeProblem({ phone: PHONE, captchaVerification: 'v' })).toBe(M.captchaRequired);
    expect(sendCodeProblem({ phone: PHONE, captchaType: 'blockPuzzle', captchaVerification: 'v' })).toBeNull();
  });

  it('checks the registration: phone, code, the password rule, then the park company', () => {
    expect(registerProblem({ ...register, phone: '' })).toBe(M.phoneRequired);
    expect(registerProblem({ ...register, sms_code: '' })).toBe(M.codeRequired);
    for (const pwd of ['', 'abc12345', 'Abc 1234!', 'Ab1!', 'Abc12345!Abc12345!']) {
      expect(registerProblem({ ...register, pwd })).toBe(M.registerPassword);
    }
    for (const zone_id of ['', null, undefined, true, Number.NaN]) {
      expect(registerProblem({ ...register, zone_id })).toBe(M.zoneRequired);
    }
    expect(registerProblem({ ...register, zone_id: 3 })).toBeNull();
    expect(registerProblem(register)).toBeNull();
  });

  it('checks the password change: the registration rule, then both passwords alike', () => {
    expect(changePasswordProblem({ ...change, pwd: 'short' })).toBe(M.registerPassword);
    expect(changePasswordProblem({ ...change, confirm_pwd: 'Abc12345?' })).toBe(M.passwordMismatch);
    expect(changePasswordProblem({ ...change, confirm_pwd: undefined })).toBe(M.passwordMismatch);
    expect(changePasswordProblem({ ...change, confirm_pwd: ` ${PWD}` })).toBeNull();
  });

  it('checks the nickname and avatar: either alone, one of them, each within its rule', () => {
    expect(profileProblem({})).toBe(P.nicknameRequired);
    expect(profileProblem({ nickname: ' ' })).toBe(P.nicknameRequired);
    expect(profileProblem({ nickname: null })).toBe(P.nicknameRequired);
    expect(profileProblem({ nickname: '名'.repeat(NICKNAME_MAX_LENGTH) })).toBeNull();
    expect(profileProblem({ nickname: '名'.repeat(NICKNAME_MAX_LENGTH + 1) })).toBe(P.nicknameTooLong);
    expect(profileProblem({ avatar: 'javascript:alert(1).png' })).toBe(P.avatarInvalid);
    expect(profileProblem({ avatar: 7 })).toBe(P.avatarInvalid);
    expect(profileProblem({ avatar: '/uploads/def/ab12.png' })).toBeNull();
  });

  it('needs the agreement ticked', () => {
    expect(agreementProblem(false)).toBe(M.agreementRequired);
    expect(agreementProblem('true')).toBe(M.agreementRequired);
    expect(agreementProblem(true)).toBeNull();
  });

  it('names the SMS login failure as the mall answers it', () => {
    expect(M.smsLoginFailed).toBe('验证码错误');
  });
});

describe('the BFF schemas built on the auth rules', () => {
  it('answer the rules first message', () => {
    expect(firstIssueMessage(LoginInputSchema, { account: 'a' })).toBe(M.passwordRequired);
    expect(firstIssueMessage(SmsLoginInputSchema, { phone: PHONE, sms_code: '' })).toBe(M.codeRequired);
    expect(firstIssueMessage(SendCodeInputSchema, { phone: PHONE })).toBe(M.captchaRequired);
    expect(firstIssueMessage(RegisterInputSchema, { ...register, zone_id: '' })).toBe(M.zoneRequired);
    expect(firstIssueMessage(ChangePasswordInputSchema, { ...change, confirm_pwd: 'x' })).toBe(M.passwordMismatch);
    expect(firstIssueMessage(ProfileInputSchema, {})).toBe(P.nicknameRequired);
    expect(firstIssueMessage(ChangePhoneInputSchema, { phone: '1' })).toBe(M.phoneInvalid);
  });

  it('refuse a confirmation that is not text as a mismatch, in Chinese', () => {
    expect(firstIssueMessage(ChangePasswordInputSchema, { ...change, confirm_pwd: null })).toBe(M.passwordMismatch);
    expect(firstIssueMessage(ChangePasswordInputSchema, { ...change, confirm_pwd: ['x'] })).toBe(M.passwordMismatch);
  });

  it('read the fields as trimmed text, keep zone_id and the avatar as sent, and drop other keys', () => {
    expect(LoginInputSchema.parse({ account: ' a ', password: 5, extra: 1 })).toEqual({ account: 'a', password: '5' });
    expect(RegisterInputSchema.parse({ ...register, phone: ` ${PHONE}`, zone_id: 3 })).toEqual({ ...register, zone_id: 3 });
    expect(SendCodeInputSchema.parse({ phone: PHONE, captchaType: ' t ', captchaVerification: 'v' })).toEqual({
      phone: PHONE,
      captchaType: 't',
      captchaVerification: 'v',
    });
    expect(ChangePasswordInputSchema.parse({ ...change, confirm_pwd: ` ${PWD} ` })).toEqual(change);
    expect(ChangePhoneInputSchema.parse({ phone: 13800138000, sms_code: ' 12 ' })).toEqual({ phone: PHONE, sms_code: '12' });
    expect(ProfileInputSchema.parse({ nickname: ' 小明 ' })).toStrictEqual({ nickname: '小明' });
    expect(ProfileInputSchema.parse({ avatar: '/a.png' })).toStrictEqual({ avatar: '/a.png' });
  });
});
