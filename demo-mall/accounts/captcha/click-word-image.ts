// Click-words captcha image: three target characters plus distractors, each at a remembered centre.
import { createCanvas } from '@napi-rs/canvas';
import { paintBackground } from './background.ts';
import { ensureCaptchaFont } from './font.ts';
import { hsl, randomFloat, randomInt, shuffle } from './random.ts';
import { PUZZLE_HEIGHT, PUZZLE_WIDTH } from './block-puzzle-image.ts';

export interface Point {
  x: number;
  y: number;
}

export interface ClickWordImage {
  image: Buffer;
  /** The three characters to click, in order. */
  words: string[];
  /** Centre of each target character, same order as `words`. */
  points: Point[];
}

const WORD_POOL = [
  ...'安北采产成诚达德东发丰富工广海和恒华惠机佳建江金锦京精聚康科蓝乐力联林龙隆美明南宁鹏平启庆荣瑞森山盛顺泰天通伟新鑫兴讯扬业逸永元源远泽兆振正智中众州卓',
];
const WORD_COUNT = 3;
const DISTRACTOR_COUNT = 2;
const FONT_SIZE = 28;

export async function drawClickWord(): Promise<ClickWordImage> {
  const family = ensureCaptchaFont();
  const canvas = createCanvas(PUZZLE_WIDTH, PUZZLE_HEIGHT);
  const ctx = canvas.getContext('2d');
  paintBackground(ctx, PUZZLE_WIDTH, PUZZLE_HEIGHT, 10);

  const chars = shuffle(WORD_POOL).slice(0, WORD_COUNT + DISTRACTOR_COUNT);
  // One horizontal slot per character keeps the glyphs apart; the slot order is shuffled.
  const slotWidth = PUZZLE_WIDTH / chars.length;
  const slots = shuffle(chars.map((_, index) => index));
  const centres: Point[] = chars.map((_, index) => {
    const slot = slots[index] as number;
    return {
      x: Math.round(slot * slotWidth + slotWidth / 2 + randomInt(-8, 8)),
      y: randomInt(FONT_SIZE, PUZZLE_HEIGHT - FONT_SIZE),
    };
  });

  ctx.font = `bold ${FONT_SIZE}px ${family}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  chars.forEach((char, index) => {
    const centre = centres[index] as Point;
    ctx.save();
    ctx.translate(centre.x, centre.y);
    ctx.rotate(randomFloat(-0.45, 0.45));
    ctx.lineWidth = 4;
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
    ctx.strokeText(char, 0, 0);
    ctx.fillStyle = hsl(randomInt(0, 359), 80, 30);
    ctx.fillText(char, 0, 0);
    ctx.restore();
  });

  return {
    image: await canvas.encode('png'),
    words: chars.slice(0, WORD_COUNT),
    points: centres.slice(0, WORD_COUNT),
  };
}
