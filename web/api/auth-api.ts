// Sign-in calls of docs/product.md §7 through the BFF. Answers never hold a token (the BFF moves tokens into
// httpOnly cookies and strips them), so only names and statuses are read here.
import type { AccountEntity } from '#shared/constants.ts';
import { LOGIN_USER_TYPE } from '#shared/constants.ts';
import { apiGet, apiPost } from './bff-client.ts';

/** What the browser sees of a login answer: the company's name when the user owns one. */
export interface LoginAnswerView {
  user?: { nickname?: string };
  company?: { user?: { name?: string } };
}

export type SmsType = 'login' | 'register' | 'change_pwd' | 'change_phone';

export interface QrLoginView {
  key: string;
  qrcode: string;
}

export interface QrPollView {
  status: number | string;
  result?: LoginAnswerView | unknown[];
}

export interface ZoneOption {
  group_data_id: number;
  zone_name: string;
}

export const authApi = {
  login: (account: string, password: string) =>
    apiPost<LoginAnswerView>('/api/auth/login', { account, password, user_type: LOGIN_USER_TYPE }),
  smsLogin: (phone: string, smsCode: string) =>
    apiPost<LoginAnswerView>('/api/auth/smslogin', { phone, sms_code: smsCode, user_type: LOGIN_USER_TYPE }),
  register: (input: { phone: string; sms_code: string; pwd: string; zone_id: string | number }) =>
    apiPost<LoginAnswerView>('/api/auth/register', { ...input, user_type: LOGIN_USER_TYPE }),
  changePassword: (input: { phone: string; sms_code: string; pwd: string; confirm_pwd: string }) =>
    apiPost<unknown>('/api/user/change_pwd', input),
  sendCode: (phone: string, type: SmsType, captchaVerification: string) =>
    apiPost<unknown>('/api/auth/verify', { phone, type, captchaType: 'blockPuzzle', captchaVerification }),
  qrCreate: () => apiGet<QrLoginView>('/api/pc/login/scan'),
  qrCheck: (key: string) => apiPost<QrPollView>('/api/pc/login/scan/check', { key }),
  zones: () => apiGet<ZoneOption[]>('/api/config/group/zone_config'),
  setEntity: (entity: AccountEntity) => apiPost<{ entity: AccountEntity }>('/bff/entity', { entity }),
  logout: () => apiPost<unknown>('/api/logout'),
};

/** The company name in a login answer, or null when the user has no company account. */
export function companyNameOf(answer: LoginAnswerView | null | undefined): string | null {
  const name = answer?.company?.user?.name;
  return answer?.company ? (typeof name === 'string' ? name : '') : null;
}
