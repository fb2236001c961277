// Demo tracking of goods a buyer sends back (docs/screens.md a.8 退款单物流详情): no carrier is asked; the steps
// follow from the time the buyer shipped and the clock, and end 签收 when the merchant confirmed the goods arrived.
import { formatDateTime } from '../core/envelope.ts';
import { parseLocalTime } from '../trade/pricing/catalogue-adapter.ts';
import type { RefundOrderRow } from './refund-store.ts';

export interface TrackStep {
  time: string;
  status: string;
}

const MINUTE = 60_000;

/** courier steps: minutes after the buyer shipped, and the text */
const RETURN_STEPS: readonly [number, (company: string) => string][] = [
  [0, (company) => `买家已寄出退货，等待${company}揽收`],
  [90, (company) => `${company}快递员已揽收`],
  [240, () => '快件已发出，正在发往商家所在城市'],
  [1320, () => '快件已到达商家所在城市'],
  [1560, () => '快件正在派送中'],
];

/** The return's timeline, newest first; empty before the goods were sent. */
export function returnSteps(refund: RefundOrderRow, nowMs: number): TrackStep[] {
  if (!refund.delivery_time) return [];
  const shipped = parseLocalTime(refund.delivery_time).getTime();
  const received = refund.received_time ? parseLocalTime(refund.received_time).getTime() : null;
  const until = Math.min(nowMs, received ?? Number.POSITIVE_INFINITY);
  const steps = RETURN_STEPS.filter(([minutes]) => shipped + minutes * MINUTE <= until).map(([minutes, text]) => ({
    time: formatDateTime(new Date(shipped + minutes * MINUTE)),
    status: text(refund.delivery_type),
  }));
  if (received !== null)
    steps.push({ time: formatDateTime(new Date(received)), status: `商家已签收退货，感谢使用${refund.delivery_type}` });
  return steps.reverse();
}
