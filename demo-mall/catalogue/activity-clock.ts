// Seckill slot and presell phase states, computed from the current time on every call.
import type { PresellInfo, SeckillSlot } from './catalogue-types.ts';

/** pc_status as the PC storefront reads it: 0 ended, 1 running, 2 upcoming */
export type SlotStatus = 0 | 1 | 2;

const SLOT_STATE_TEXT: Record<SlotStatus, string> = { 0: '已结束', 1: '抢购中', 2: '待开始' };

export function hourStart(now: Date, hour: number): Date {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  d.setTime(d.getTime() + hour * 3600 * 1000);
  return d;
}

export function unix(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export function slotStatus(slot: { start_time: number; end_time: number }, now: Date): SlotStatus {
  const hour = now.getHours() + now.getMinutes() / 60;
  if (hour < slot.start_time) return 2;
  if (hour >= slot.end_time) return 0;
  return 1;
}

export function slotStateText(status: SlotStatus): string {
  return SLOT_STATE_TEXT[status];
}

export function currentSlot<T extends SeckillSlot>(slots: readonly T[], now: Date): T | undefined {
  return slots.find((s) => slotStatus(s, now) === 1);
}

/** 已抢 percentage: sold / (sold + left), 0..100 */
export function soldPercent(sales: number, stock: number): number {
  const total = sales + stock;
  return total > 0 ? Math.min(100, Math.round((sales * 100) / total)) : 0;
}

/** presell_status: 0 not started, 1 running, 2 over */
export function presellStatus(info: PresellInfo, now: Date): 0 | 1 | 2 {
  if (now < info.start_time) return 0;
  if (now > info.end_time) return 2;
  return 1;
}
