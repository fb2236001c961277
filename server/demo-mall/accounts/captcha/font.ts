// Captcha text is drawn with Noto Sans Hans Bold from @embedpdf/fonts-sc, registered once per process.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

export const CAPTCHA_FONT_FAMILY = 'DemoCaptchaSans';
const PACKAGE_NAME = '@embedpdf/fonts-sc';

let registered = false;

export function ensureCaptchaFont(): string {
  if (registered) return CAPTCHA_FONT_FAMILY;
  const fontPath = join(packageFolder(), 'fonts', 'NotoSansHans-Bold.otf');
  if (!GlobalFonts.registerFromPath(fontPath, CAPTCHA_FONT_FAMILY)) {
    throw new Error(`无法加载验证码字体：${fontPath}`);
  }
  registered = true;
  return CAPTCHA_FONT_FAMILY;
}

// The package's `exports` hides package.json, so resolve its entry point and walk up to the folder that owns it.
function packageFolder(): string {
  const require = createRequire(import.meta.url);
  let folder = dirname(require.resolve(PACKAGE_NAME));
  for (;;) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === PACKAGE_NAME) {
      return folder;
    }
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`找不到 ${PACKAGE_NAME} 的安装目录`);
    folder = parent;
  }
}
