// A sold-out seckill card says 已抢光, never 立即抢购 (issue 37 item 10).
import { describe, expect, it } from 'vitest';
import { seckillActionText } from '#web/features/browse/seckill-action.ts';

describe('seckill card action', () => {
  it('reads 已抢光 when nothing is left in a running slot, 立即抢购 while some is', () => {
    expect(seckillActionText(1, { stock: 0, percent: 100 })).toBe('已抢光');
    expect(seckillActionText(1, { percent: 100 })).toBe('已抢光');
    expect(seckillActionText(1, { stock: 3, percent: 70 })).toBe('立即抢购');
    expect(seckillActionText(2, { stock: 3 })).toBe('即将开始');
    expect(seckillActionText(0, { stock: 0 })).toBe('已结束');
  });
});
