// A colourful background (gradient plus translucent shapes) so a puzzle hole or a word stands out from it.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { hsl, randomFloat, randomInt } from './random.ts';

export function paintBackground(ctx: SKRSContext2D, width: number, height: number, shapes = 14): void {
  const hue = randomInt(0, 359);
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, hsl(hue, 65, 72));
  gradient.addColorStop(0.5, hsl(hue + 60, 55, 62));
  gradient.addColorStop(1, hsl(hue + 140, 60, 52));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);

  for (let i = 0; i < shapes; i += 1) {
    ctx.fillStyle = hsl(randomInt(0, 359), randomInt(45, 85), randomInt(35, 75), randomFloat(0.35, 0.7));
    const x = randomInt(0, width);
    const y = randomInt(0, height);
    const size = randomInt(Math.round(height / 10), Math.round(height / 3));
    ctx.beginPath();
    switch (i % 3) {
      case 0:
        ctx.arc(x, y, size / 2, 0, Math.PI * 2);
        break;
      case 1:
        ctx.rect(x - size / 2, y - size / 3, size, (size * 2) / 3);
        break;
      default:
        ctx.moveTo(x, y - size / 2);
        ctx.lineTo(x + size / 2, y + size / 2);
        ctx.lineTo(x - size / 2, y + size / 2);
        ctx.closePath();
    }
    ctx.fill();
  }

  ctx.lineWidth = 1.5;
  for (let i = 0; i < 5; i += 1) {
    ctx.strokeStyle = hsl(randomInt(0, 359), 40, randomInt(30, 90), 0.5);
    ctx.beginPath();
    ctx.moveTo(0, randomInt(0, height));
    ctx.bezierCurveTo(width / 3, randomInt(0, height), (width * 2) / 3, randomInt(0, height), width, randomInt(0, height));
    ctx.stroke();
  }
}
