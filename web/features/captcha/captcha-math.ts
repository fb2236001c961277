// Coordinate rules of docs/product.md §5: positions are sent in the 310x155 reference frame, whatever the size shown.
import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH } from '#shared/constants.ts';

/** The handle stays between the bar's start and end. */
export function clampHandle(left: number, barWidth: number, handleWidth: number): number {
  return Math.min(Math.max(0, left), Math.max(0, barWidth - handleWidth));
}

/** The slider's pointJson: x scaled to the 310px reference, y always 5 (the piece's row). */
export function sliderPointJson(left: number, shownWidth: number): string {
  return JSON.stringify({ x: (left * CAPTCHA_IMAGE_WIDTH) / shownWidth, y: 5.0 });
}

export interface Point {
  x: number;
  y: number;
}

/** A click scaled to the 310x155 reference and rounded. */
export function scaleClickPoint(point: Point, shownWidth: number, shownHeight: number): Point {
  return {
    x: Math.round((point.x * CAPTCHA_IMAGE_WIDTH) / shownWidth),
    y: Math.round((point.y * CAPTCHA_IMAGE_HEIGHT) / shownHeight),
  };
}

/** '1.23s验证成功' from the drag's start and end times in milliseconds. */
export function sliderSuccessText(startMs: number, endMs: number): string {
  return `${((endMs - startMs) / 1000).toFixed(2)}s验证成功`;
}

export function clickPrompt(words: readonly string[]): string {
  return `请依次点击【${words.join(',')}】`;
}
