import { describe, expect, it } from 'vitest';
import { formatFen as formatCents } from '../../../shared/money.ts';
import { GUEST_VIEWER } from '../../../shared/pricing/shown-price.ts';
import {
  allSelected,
  checkoutHref,
  lineCents,
  summarize,
  toCartView,
  toggleIds,
  validIds,
  withoutLines,
  withQuantity,
  type RawCartList,
} from '../../../web/features/cart/cart-totals.ts';

const row = (cartId: number, price: string, num: number, stock = 100, extra: { once_max_count?: number } = {}) => ({
  cart_id: cartId,
  product_id: cartId * 10,
  cart_num: num,
  product: { store_name: `商品${cartId}`, image: '/p.png', unit_name: '箱', ...extra },
  productAttr: { stock, price, svip_price: '1.00', sku: 'A4 70g', image: '' },
});

const raw: RawCartList = {
  list: [
    { mer_id: 1, mer_name: '东联自营旗舰店', is_trader: 1, list: [row(11, '90.8', 1), row(12, '0.1', 3)] },
    { mer_id: 5, mer_name: '晨光文具企业专营店', is_trader: 0, list: [row(21, '0.2', 1, 30, { once_max_count: 5 })] },
    { mer_id: 9, mer_name: '空店', list: [] },
  ],
  fail: [{ cart_id: 31, product_id: 7, cart_num: 2, product: null, productAttr: null }],
};

describe('cart view', () => {
  const buyer = { loggedIn: true, svip: false };
  const view = toCartView(raw, buyer);

  it('keeps stores with lines, the 自营 flag, the product image and the stepper limits', () => {
    expect(view.stores.map((s) => [s.merId, s.name, s.selfRun, s.lines.length])).toEqual([
      [1, '东联自营旗舰店', true, 2],
      [5, '晨光文具企业专营店', false, 1],
    ]);
    expect(view.stores[0]!.lines[0]).toMatchObject({
      cartId: 11,
      productId: 110,
      image: '/p.png',
      sku: 'A4 70g',
      min: 1,
      max: 100,
      unit: '箱',
    });
    expect(view.stores[1]!.lines[0]).toMatchObject({ min: 1, max: 5 });
    expect(view.fail).toEqual([expect.objectContaining({ cartId: 31, name: '', sku: '', stock: 0, price: '0' })]);
  });

  it('tolerates a missing answer', () => {
    expect(toCartView(null, buyer)).toEqual({ stores: [], fail: [] });
  });

  it('sums the selected lines in fen (no float drift)', () => {
    const all = new Set(validIds(view));
    expect(validIds(view)).toEqual([11, 12, 21]);
    const summary = summarize(view, all);
    expect(summary).toEqual({ pieces: 5, cents: 9080 + 30 + 20, ids: [11, 12, 21] });
    expect(formatCents(summary.cents)).toBe('91.30');
    expect(lineCents({ shown: { fen: 10, label: '售价' }, num: 3 })).toBe(30);
    expect(formatCents(lineCents({ shown: { fen: 9080, label: '售价' }, num: 3 }))).toBe('272.40');
  });

  it('prices a line as order/check does: the SVIP price for an SVIP buyer, never a guest price', () => {
    const svip = toCartView(raw, { loggedIn: true, svip: true });
    expect(svip.stores[0]!.lines[0]!.shown).toEqual({ fen: 100, label: 'SVIP价' });
    expect(summarize(svip, new Set([11, 12])).cents).toBe(100 + 30);
    // svip_price 1.00 is above the 0.10 sale price: the sale price stays
    expect(svip.stores[0]!.lines[1]!.shown).toEqual({ fen: 10, label: '售价' });
    expect(view.stores[0]!.lines[0]!.shown).toEqual({ fen: 9080, label: '售价' });
    // a seckill line keeps its activity price whoever buys
    const seckill: RawCartList = { list: [{ mer_id: 1, list: [{ ...row(41, '9.90', 1), product: { product_type: 1 } }] }] };
    expect(toCartView(seckill, { loggedIn: true, svip: true }).stores[0]!.lines[0]!.shown).toEqual({ fen: 990, label: '秒杀价' });
    expect(toCartView(seckill, GUEST_VIEWER).stores[0]!.lines[0]!.shown.label).toBe('售价');
  });

  it('selects and unselects lines and stores; 全选 needs something to select', () => {
    const none = new Set<number>();
    const store = toggleIds(none, [11, 12], true);
    expect(allSelected([11, 12], store)).toBe(true);
    expect(allSelected(validIds(view), store)).toBe(false);
    expect(summarize(view, store)).toEqual({ pieces: 4, cents: 9110, ids: [11, 12] });
    const off = toggleIds(store, [12], false);
    expect([...off]).toEqual([11]);
    expect(summarize(view, none)).toEqual({ pieces: 0, cents: 0, ids: [] });
    expect(allSelected([], none)).toBe(false);
  });

  it('changes a quantity and removes lines (an emptied store disappears)', () => {
    const changed = withQuantity(view, 12, 7);
    expect(summarize(changed, new Set([12])).pieces).toBe(7);
    expect(view.stores[0]!.lines[1]!.num).toBe(3);
    const left = withoutLines(view, [21, 31]);
    expect(left.stores.map((s) => s.merId)).toEqual([1]);
    expect(left.fail).toEqual([]);
  });

  it('builds the checkout link with comma-separated ids', () => {
    expect(checkoutHref([11, 21])).toBe('/order_confirm?cartId=11,21');
  });
});
