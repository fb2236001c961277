// Pure: the tracking answers of the mall (docs/mall-api.md §5.5) — the courier timeline of
// POST /api/order/express/:id and the same-city rider of GET /api/order/delivery/:id — as the pages show them.
import type { RawPaidOrder } from './shipment-view.ts';

export interface TrackStep {
  time: string;
  status: string;
}

export interface RawExpressAnswer {
  express?: unknown;
  order?: RawPaidOrder;
}

export interface RawDeliveryAnswer {
  order_id: number;
  order_sn?: string;
  /** 0 待接单, 1 待取货, 2 配送中, 3 已送达 */
  status: number;
  status_name?: string;
  rider?: { name?: string | null; phone?: string | null } | null;
  receive_code?: string | number | null;
  list?: unknown;
  order?: RawPaidOrder;
}

/** The rider's states in order (同城配送). */
export const RIDER_STATES = ['待接单', '待取货', '配送中', '已送达'] as const;

/** What the buyer is told in each rider state. */
const RIDER_HINTS = ['等待配送员接单完成后开始配送', '稍后请将收货码告诉配送员', '稍后请将收货码告诉配送员', '订单已送达'];

function stepOf(value: unknown): TrackStep | null {
  if (!value || typeof value !== 'object') return null;
  const row = value as Record<string, unknown>;
  const status = String(row.status ?? row.context ?? row.desc ?? '').trim();
  const time = String(row.time ?? row.ftime ?? '').trim();
  return status ? { time, status } : null;
}

/**
 * The steps newest first, whatever order the carrier sent them in: by time when every step has one
 * ('YYYY-MM-DD HH:mm:ss' sorts as text), otherwise as sent, which CRMEB carriers send newest first.
 */
export function newestFirst(raw: unknown): TrackStep[] {
  const steps = (Array.isArray(raw) ? raw : []).map(stepOf).filter((step): step is TrackStep => step !== null);
  if (steps.some((step) => step.time === '')) return steps;
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => (a.step.time === b.step.time ? a.index - b.index : a.step.time < b.step.time ? 1 : -1))
    .map(({ step }) => step);
}

export interface DeliveryView {
  /** index into RIDER_STATES */
  state: number;
  stateName: string;
  hint: string;
  riderName: string;
  riderPhone: string;
  receiveCode: string;
  steps: TrackStep[];
}

export function toDeliveryView(raw: RawDeliveryAnswer): DeliveryView {
  const state = Math.min(RIDER_STATES.length - 1, Math.max(0, Math.trunc(Number(raw.status) || 0)));
  return {
    state,
    stateName: raw.status_name || (RIDER_STATES[state] ?? ''),
    hint: RIDER_HINTS[state] ?? '',
    riderName: raw.rider?.name ?? '',
    riderPhone: raw.rider?.phone ?? '',
    receiveCode: raw.receive_code === null || raw.receive_code === undefined ? '' : String(raw.receive_code),
    steps: newestFirst(raw.list),
  };
}
