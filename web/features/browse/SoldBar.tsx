// The 已抢 N% bar of seckill cards: its fill follows the sold share.
import type { CSSProperties } from 'react';

export function SoldBar({ percent }: { percent: number | undefined }) {
  const share = Math.max(0, Math.min(100, percent ?? 0));
  // biome-ignore lint/plugin: the fill width is the one value known only per product (custom property read by .progress-bar)
  return <span className="progress-bar" style={{ '--sold': `${share}%` } as CSSProperties} />;
}
