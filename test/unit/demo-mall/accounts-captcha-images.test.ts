import { describe, expect, it } from 'vitest';
import { drawBlockPuzzle, PIECE_SIZE, PUZZLE_HEIGHT, PUZZLE_WIDTH } from '../../../demo-mall/accounts/captcha/block-puzzle-image.ts';
import { drawClickWord } from '../../../demo-mall/accounts/captcha/click-word-image.ts';
import { drawTextCaptcha } from '../../../demo-mall/accounts/captcha/text-captcha-image.ts';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('captcha images', () => {
  it('draws a 310x155 slider background and a 50x50 piece with the hole inside the image', async () => {
    const images = await drawBlockPuzzle();
    expect(pngSize(images.original)).toEqual({ width: PUZZLE_WIDTH, height: PUZZLE_HEIGHT });
    expect(pngSize(images.jigsaw)).toEqual({ width: PIECE_SIZE, height: PIECE_SIZE });
    expect(PUZZLE_WIDTH).toBe(310);
    expect(PIECE_SIZE).toBe(50);
    expect(images.x).toBeGreaterThanOrEqual(60);
    expect(images.x + PIECE_SIZE).toBeLessThanOrEqual(PUZZLE_WIDTH);
  });

  it('draws a 310x155 click-words image with three distinct targets inside it', async () => {
    const drawn = await drawClickWord();
    expect(pngSize(drawn.image)).toEqual({ width: 310, height: 155 });
    expect(new Set(drawn.words).size).toBe(3);
    expect(drawn.points).toHaveLength(3);
    for (const point of drawn.points) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(310);
      expect(point.y).toBeGreaterThan(0);
      expect(point.y).toBeLessThan(155);
    }
    // Targets are spread over separate slots, so their boxes cannot overlap.
    const xs = drawn.points.map((point) => point.x).sort((a, b) => a - b);
    expect((xs[1] as number) - (xs[0] as number)).toBeGreaterThan(32);
    expect((xs[2] as number) - (xs[1] as number)).toBeGreaterThan(32);
  });

  it('draws a 150x40 four-character image captcha', async () => {
    const drawn = await drawTextCaptcha();
    expect(pngSize(drawn.image)).toEqual({ width: 150, height: 40 });
    expect(drawn.code).toMatch(/^[A-Z2-9]{4}$/);
  });
});
