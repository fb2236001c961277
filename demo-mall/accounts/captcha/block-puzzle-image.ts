// Slider captcha images: a 310x155 background with a jigsaw-shaped hole and the 50x50 piece cut out of it.
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { paintBackground } from './background.ts';
import { randomInt } from './random.ts';

export const PUZZLE_WIDTH = 310;
export const PUZZLE_HEIGHT = 155;
export const PIECE_SIZE = 50;
/** The piece sits at this y in the background, which is the y the slider client always sends. */
export const PIECE_TOP = 5;

export interface BlockPuzzleImages {
  original: Buffer;
  jigsaw: Buffer;
  /** Left edge of the piece in background coordinates: the slider offset that solves the puzzle. */
  x: number;
}

// Piece outline inside its 50x50 box: a 40x40 body with a knob on top and on the right and a notch on the left.
function tracePiece(ctx: SKRSContext2D, left: number, top: number): void {
  ctx.beginPath();
  ctx.moveTo(left + 1, top + 10);
  ctx.lineTo(left + 14, top + 10);
  ctx.arc(left + 21, top + 10, 7, Math.PI, 0, false);
  ctx.lineTo(left + 41, top + 10);
  ctx.lineTo(left + 41, top + 23);
  ctx.arc(left + 41, top + 30, 7, -Math.PI / 2, Math.PI / 2, false);
  ctx.lineTo(left + 41, top + 49);
  ctx.lineTo(left + 1, top + 49);
  ctx.lineTo(left + 1, top + 37);
  ctx.arc(left + 1, top + 30, 7, Math.PI / 2, -Math.PI / 2, true);
  ctx.closePath();
}

export async function drawBlockPuzzle(): Promise<BlockPuzzleImages> {
  const x = randomInt(90, PUZZLE_WIDTH - PIECE_SIZE - 10);
  const background = createCanvas(PUZZLE_WIDTH, PUZZLE_HEIGHT);
  const bg = background.getContext('2d');
  paintBackground(bg, PUZZLE_WIDTH, PUZZLE_HEIGHT);

  // Cut the piece before the hole is darkened, so it carries the original pixels.
  const piece = createCanvas(PIECE_SIZE, PIECE_SIZE);
  const pc = piece.getContext('2d');
  pc.save();
  tracePiece(pc, 0, 0);
  pc.clip();
  pc.drawImage(background, -x, -PIECE_TOP);
  pc.restore();
  tracePiece(pc, 0, 0);
  pc.lineWidth = 2;
  pc.strokeStyle = 'rgba(255, 255, 255, 0.95)';
  pc.stroke();

  tracePiece(bg, x, PIECE_TOP);
  bg.fillStyle = 'rgba(0, 0, 0, 0.5)';
  bg.fill();
  bg.lineWidth = 1.5;
  bg.strokeStyle = 'rgba(255, 255, 255, 0.85)';
  bg.stroke();

  const [original, jigsaw] = await Promise.all([background.encode('png'), piece.encode('png')]);
  return { original, jigsaw, x };
}
