// Captcha text is drawn with Noto Sans Hans Bold (core/bundled-fonts.ts), registered once per process.
import { GlobalFonts } from '@napi-rs/canvas';
import { bundledCjkFont } from '../../core/bundled-fonts.ts';

export const CAPTCHA_FONT_FAMILY = 'DemoCaptchaSans';

let registered = false;

export function ensureCaptchaFont(): string {
  if (registered) return CAPTCHA_FONT_FAMILY;
  const fontPath = bundledCjkFont('Bold');
  if (!GlobalFonts.registerFromPath(fontPath, CAPTCHA_FONT_FAMILY)) {
    throw new Error(`无法加载验证码字体：${fontPath}`);
  }
  registered = true;
  return CAPTCHA_FONT_FAMILY;
}
