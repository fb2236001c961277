// Small random helpers for the captcha drawings (crypto-backed: the answers must not be guessable).
import { randomInt as cryptoRandomInt } from 'node:crypto';

/** Integer in [min, max] inclusive. */
export function randomInt(min: number, max: number): number {
  return cryptoRandomInt(min, max + 1);
}

export function randomFloat(min: number, max: number): number {
  return min + (cryptoRandomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

export function pick<T>(items: readonly T[]): T {
  return items[randomInt(0, items.length - 1)] as T;
}

export function shuffle<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

export function hsl(hue: number, saturation: number, lightness: number, alpha = 1): string {
  return `hsla(${Math.round(hue)}, ${saturation}%, ${lightness}%, ${alpha})`;
}
