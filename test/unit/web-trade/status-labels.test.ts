// One label table per status kind, and every status has its label: the order statuses and refund statuses of
// docs/product.md §13 (read from the document itself), the mall's refund statuses and rider states (read from the
// demo mall's own tables) and the order codes the logistics pages meet.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REFUND_STATUS } from '../../../demo-mall/after-sales/refund-rules.ts';
import { RIDER_STATES as MALL_RIDER_STATES } from '../../../demo-mall/trade/tracking.ts';
import { type RawPaidOrder, toShipmentView } from '../../../web/features/logistics/shipment-view.ts';
import { RIDER_STATES } from '../../../web/features/logistics/tracking.ts';
import { ORDER_STATUS_TEXT, type OrderStatusKey, orderStatusOf } from '../../../web/features/order/order-status.ts';
import { REFUND_STATUS_TEXT } from '../../../web/features/refund/refund-view.ts';

const PRODUCT_DOC = readFileSync(new URL('../../../docs/product.md', import.meta.url), 'utf8');

/** The rows of the first Markdown table under `### heading`, as trimmed cells. */
function tableUnder(heading: string): string[][] {
  const section = (PRODUCT_DOC.split(`### ${heading}\n`)[1] ?? '').split('\n');
  const start = section.findIndex((line) => line.startsWith('|'));
  const end = section.findIndex((line, index) => index > start && !line.startsWith('|'));
  const rows = section.slice(start + 2, end);
  return rows.map((line) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim().replace(/^`|`$/g, '')),
  );
}

const documentedOrderStatuses = tableUnder('Order statuses');
const documentedRefundStatuses = tableUnder('Refund statuses');

describe('order status labels', () => {
  it('the document lists the statuses read here', () => {
    expect(documentedOrderStatuses.length).toBeGreaterThanOrEqual(7);
    expect(documentedRefundStatuses.length).toBeGreaterThanOrEqual(6);
  });

  it('every key has a label', () => {
    const keys: OrderStatusKey[] = ['unpaid', 'toShip', 'pickup', 'toReceive', 'toReview', 'done', 'refunded', 'tail', 'closed'];
    for (const key of keys) expect(ORDER_STATUS_TEXT[key], key).toMatch(/\S/);
    expect(Object.keys(ORDER_STATUS_TEXT).sort()).toEqual([...keys].sort());
  });

  it('every documented status reads as the document shows it', () => {
    for (const [status = '', , shownAs] of documentedOrderStatuses) {
      const paid = /^-?\d+$/.test(status);
      const text = orderStatusOf({ paid, status: paid ? Number(status) : 0, pickup: false, presell: null }).text;
      expect(text, `status ${status}`).toBe(shownAs);
    }
  });

  it('the logistics pages read the same table, 待核销 included', () => {
    const order = (status: number, orderType = 0): RawPaidOrder => ({
      order_id: 1,
      mer_id: 1,
      status,
      order_type: orderType,
      delivery_type: '1',
    });
    for (const [status = ''] of documentedOrderStatuses.filter(([code = '']) => /^-?\d+$/.test(code))) {
      const code = Number(status);
      expect(toShipmentView(order(code)).statusText, `status ${code}`).toBe(
        orderStatusOf({ paid: true, status: code, pickup: false, presell: null }).text,
      );
    }
    expect(toShipmentView(order(0, 1)).statusText).toBe('待核销');
    expect(toShipmentView(order(9)).statusText).toBe('待发货');
  });
});

describe('refund status labels', () => {
  it('every documented status reads as the document names it', () => {
    for (const [status = '', meaning = ''] of documentedRefundStatuses) {
      expect(REFUND_STATUS_TEXT[Number(status)], `status ${status}`).toBe(meaning.split(' (')[0]);
    }
  });

  it('every status the mall sets has a label', () => {
    for (const [name, status] of Object.entries(REFUND_STATUS)) expect(REFUND_STATUS_TEXT[status], name).toMatch(/\S/);
  });
});

describe('shipment (rider) state labels', () => {
  it('every state the mall reports has the same label', () => {
    expect(RIDER_STATES).toEqual(MALL_RIDER_STATES);
  });
});
