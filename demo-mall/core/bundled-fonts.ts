// The CJK fonts the demo mall draws and embeds with (captcha pictures, statement PDFs): Noto Sans Hans from the
// @embedpdf/fonts-sc package, so every machine that ran `npm install` has them, whatever fonts the system has.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PACKAGE_NAME = '@embedpdf/fonts-sc';

export type BundledFontWeight = 'Regular' | 'Bold';

/** The font file of a weight (an .otf of the package). */
export function bundledCjkFont(weight: BundledFontWeight): string {
  return join(packageFolder(), 'fonts', `NotoSansHans-${weight}.otf`);
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
