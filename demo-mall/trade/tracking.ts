// Demo tracking for shipped orders (docs/screens.md a.8 物流详情 and 同城配送): no carrier is asked; the steps
// follow from the ship time and the clock, so the same order at the same instant always reads the same.
// A courier's last step (签收) and a rider's 已送达 come when the merchant console marks the order delivered,
// or when the buyer confirms receipt first.
import { formatDateTime } from '../core/envelope.ts';
import { hashString } from '../core/prng.ts';
import type { OrderRow } from './order-store.ts';
import { parseLocalTime } from './pricing/catalogue-adapter.ts';

export interface TrackStep {
  time: string;
  status: string;
}

const MINUTE = 60_000;

/** courier steps: minutes after shipping, and the text */
const EXPRESS_STEPS: readonly [number, (company: string) => string][] = [
  [0, (company) => `商家已发货，等待${company}揽收`],
  [90, (company) => `${company}快递员已揽收`],
  [240, () => '快件已发出，正在发往转运中心'],
  [720, () => '快件已到达转运中心，正在分拣'],
  [1320, () => '快件已到达收货地所在城市'],
  [1560, () => '快件正在派送中，请保持电话畅通'],
];

/** rider states: 0 待接单, 1 待取货, 2 配送中, 3 已送达, and when each begins (minutes after shipping) */
export const RIDER_STATES = ['待接单', '待取货', '配送中', '已送达'] as const;
const RIDER_STARTS = [0, 5, 15];
const RIDER_TEXTS = ['等待配送员接单完成后开始配送', '配送员已接单，正在前往商家取货', '配送员已取货，正在为您配送'];

/** when the goods reached the buyer: the console's mark, else the buyer's confirmation, else null */
function handedOverAt(order: OrderRow): number | null {
  const text = order.delivered_time ?? order.take_time;
  return text ? parseLocalTime(text).getTime() : null;
}

function shippedAt(order: OrderRow): number {
  return parseLocalTime(order.delivery_time ?? '').getTime();
}

/** The courier timeline, newest first. */
export function expressSteps(order: OrderRow, nowMs: number): TrackStep[] {
  const shipped = shippedAt(order);
  const handedOver = handedOverAt(order);
  const until = Math.min(nowMs, handedOver ?? Number.POSITIVE_INFINITY);
  const steps = EXPRESS_STEPS.filter(([minutes]) => shipped + minutes * MINUTE <= until).map(([minutes, text]) => ({
    time: formatDateTime(new Date(shipped + minutes * MINUTE)),
    status: text(order.delivery_name),
  }));
  if (handedOver !== null) {
    steps.push({ time: formatDateTime(new Date(handedOver)), status: `快件已签收，签收人：本人。感谢使用${order.delivery_name}` });
  }
  return steps.reverse();
}

/** The rider's state now (an index of RIDER_STATES) and the steps so far, newest first. */
export function riderProgress(order: OrderRow, nowMs: number): { state: number; steps: TrackStep[] } {
  const shipped = shippedAt(order);
  const handedOver = handedOverAt(order);
  const until = Math.min(nowMs, handedOver ?? Number.POSITIVE_INFINITY);
  const steps: TrackStep[] = [];
  let state = 0;
  RIDER_STARTS.forEach((minutes, index) => {
    if (shipped + minutes * MINUTE > until) return;
    state = index;
    steps.push({ time: formatDateTime(new Date(shipped + minutes * MINUTE)), status: RIDER_TEXTS[index] ?? '' });
  });
  if (handedOver !== null) {
    state = 3;
    steps.push({ time: formatDateTime(new Date(handedOver)), status: '配送员已送达，感谢您的耐心等待' });
  }
  return { state, steps: steps.reverse() };
}

/** The four-digit code the buyer tells the rider (稍后请将收货码告诉配送员); fixed per order. */
export function receiveCode(order: OrderRow): string {
  return String(1000 + (hashString(`receive:${order.order_sn}`) % 9000));
}
