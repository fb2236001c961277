// The BFF's one captcha shape for both kinds (GET /bff/captcha, POST /bff/captcha/check).
import { apiGet, apiPost } from './bff-client.ts';

export type CaptchaType = 'blockPuzzle' | 'clickWord';

export interface CaptchaImage {
  type: CaptchaType;
  token: string;
  secretKey: string;
  originalImageBase64: string;
  jigsawImageBase64?: string;
  wordList?: string[];
}

export const captchaApi = {
  fetch: (type: CaptchaType, clientUid: string) => apiGet<CaptchaImage>('/bff/captcha', { type, clientUid }),
  check: (type: CaptchaType, token: string, pointJson: string) =>
    apiPost<{ captchaVerification: string }>('/bff/captcha/check', { type, token, pointJson }),
};
