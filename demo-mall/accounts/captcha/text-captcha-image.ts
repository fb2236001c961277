// The 150x40 four-character image captcha of GET /api/captcha (used by the merchant certificate view).
import { createCanvas } from '@napi-rs/canvas';
import { ensureCaptchaFont } from './font.ts';
import { hsl, pick, randomFloat, randomInt } from './random.ts';

export const TEXT_CAPTCHA_WIDTH = 150;
export const TEXT_CAPTCHA_HEIGHT = 40;
// Look-alikes (0/O, 1/I/l) are left out so people can read the code.
const ALPHABET = [...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'];

export async function drawTextCaptcha(): Promise<{ image: Buffer; code: string }> {
  const family = ensureCaptchaFont();
  const canvas = createCanvas(TEXT_CAPTCHA_WIDTH, TEXT_CAPTCHA_HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = hsl(randomInt(0, 359), 40, 93);
  ctx.fillRect(0, 0, TEXT_CAPTCHA_WIDTH, TEXT_CAPTCHA_HEIGHT);

  for (let i = 0; i < 40; i += 1) {
    ctx.fillStyle = hsl(randomInt(0, 359), 50, 60, 0.6);
    ctx.fillRect(randomInt(0, TEXT_CAPTCHA_WIDTH), randomInt(0, TEXT_CAPTCHA_HEIGHT), 2, 2);
  }

  const code = Array.from({ length: 4 }, () => pick(ALPHABET)).join('');
  ctx.font = `bold 26px ${family}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  [...code].forEach((char, index) => {
    ctx.save();
    ctx.translate(22 + index * 35, TEXT_CAPTCHA_HEIGHT / 2 + randomInt(-3, 3));
    ctx.rotate(randomFloat(-0.35, 0.35));
    ctx.fillStyle = hsl(randomInt(0, 359), 70, 32);
    ctx.fillText(char, 0, 0);
    ctx.restore();
  });

  ctx.lineWidth = 1.5;
  for (let i = 0; i < 3; i += 1) {
    ctx.strokeStyle = hsl(randomInt(0, 359), 60, 45, 0.7);
    ctx.beginPath();
    ctx.moveTo(0, randomInt(0, TEXT_CAPTCHA_HEIGHT));
    ctx.quadraticCurveTo(TEXT_CAPTCHA_WIDTH / 2, randomInt(0, TEXT_CAPTCHA_HEIGHT), TEXT_CAPTCHA_WIDTH, randomInt(0, TEXT_CAPTCHA_HEIGHT));
    ctx.stroke();
  }

  return { image: await canvas.encode('png'), code };
}
