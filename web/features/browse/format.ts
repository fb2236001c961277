// Counts and dates shared by every browse screen. Prices follow shared/pricing/shown-price.ts; money itself is
// formatted by shared/money.ts only.

/** 12345 → '1.2万' (the original's 万人关注 style) */
export function wan(value: unknown): string {
  const n = Number(value) || 0;
  return n >= 10_000 ? `${(n / 10_000).toFixed(1)}万` : String(n);
}

export function pad2(n: number): string {
  return String(Math.max(0, Math.floor(n))).padStart(2, '0');
}

/** seconds → {d,h,m,s} */
export function splitSeconds(total: number): { d: number; h: number; m: number; s: number } {
  const t = Math.max(0, Math.floor(total));
  return { d: Math.floor(t / 86_400), h: Math.floor((t % 86_400) / 3600), m: Math.floor((t % 3600) / 60), s: t % 60 };
}

/** '2026-05-01 10:00:00' → '5月1日' */
export function monthDay(dateTime: string | undefined | null): string {
  const m = /^\d{4}-(\d{2})-(\d{2})/.exec(dateTime ?? '');
  return m ? `${Number(m[1])}月${Number(m[2])}日` : '';
}

export function intParam(value: string | null | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
