// The statement screens' views (web/features/company-statements/statement-view.ts): money through the shared
// module, documents linked where they live, the totals row added in fen, filters read safely from the URL.
import { describe, expect, it } from 'vitest';
import {
  detailHref,
  exportHref,
  kindFilterOf,
  linesTotal,
  listHref,
  pageOf,
  statusFilterOf,
  toLineView,
  toStatementView,
} from '#web/features/company-statements/statement-view.ts';

describe('statement views', () => {
  it('maps a statement and its lines, linking orders, refunds and remittances', () => {
    const statement = toStatementView({
      statement_id: 202611,
      period: '2026-11',
      opening_balance: '8000',
      closing_balance: '7950.5',
      status: 2,
    });
    expect(statement).toMatchObject({
      id: 202611,
      opening: '8000.00',
      closing: '7950.50',
      status: 2,
      statusName: '有异议',
      purchase: '0.00',
    });
    const order = toLineView({
      ledger_id: 1,
      kind: 'balance_pay',
      link_type: 'order',
      link_id: 12,
      link_no: 'wx1',
      amount: '-0.10',
      balance: '1',
    });
    expect(order).toMatchObject({ kindName: '余额支付', href: '/order_detail?orderId=12', amount: '-0.10', income: false });
    expect(toLineView({ kind: 'refund', link_type: 'refund', link_id: 5, amount: '0.20' })).toMatchObject({
      href: '/refund_detail?id=5',
      income: true,
    });
    expect(toLineView({ kind: 'remittance', link_type: 'remittance', link_id: 0 }).href).toBe('/user/remittance_management');
    expect(toLineView({ kind: 'opening', link_type: '', link_id: 0 }).href).toBe('');
  });

  it('maps a line’s dispute and the platform’s answer, and null for an undisputed line', () => {
    expect(toLineView({ kind: 'balance_pay' }).dispute).toBeNull();
    const answered = toLineView({
      kind: 'balance_pay',
      dispute: { status: 1, status_name: '已调整', reason: '多扣运费', answer: '已退回', adjust_amount: '12.3' },
    });
    expect(answered.dispute).toEqual({ status: 1, statusName: '已调整', reason: '多扣运费', answer: '已退回', adjust: '12.30' });
    expect(toLineView({ kind: 'refund', dispute: { status: 9 } }).dispute).toMatchObject({ status: 0, statusName: '待处理' });
  });

  it('adds the lines up in fen (0.10 + 0.20 is 0.30, not 0.30000000000000004)', () => {
    const lines = ['0.10', '0.20', '-1.05'].map((amount) => toLineView({ kind: 'refund', amount }));
    expect(linesTotal(lines)).toBe('-0.75');
    expect(linesTotal([])).toBe('0.00');
  });

  it('reads filters and paging from the URL and writes the links', () => {
    expect([statusFilterOf('1'), statusFilterOf('3'), statusFilterOf(undefined)]).toEqual(['1', '', '']);
    expect([kindFilterOf('refund'), kindFilterOf('evil')]).toEqual(['refund', '']);
    expect([pageOf('2'), pageOf('-1'), pageOf('x')]).toEqual([2, 1, 1]);
    expect(listHref('2', 3)).toBe('/user/statement_management?status=2&page=3');
    expect(listHref('')).toBe('/user/statement_management');
    expect(detailHref(202611, 'refund')).toBe('/user/statement_details?id=202611&kind=refund');
    expect(exportHref(202611, 'pdf')).toBe('/api/company/statement/export/202611?type=pdf');
  });
});
