// The storefront's reorder-list views (docs/user-centre.md): lines handed to the dialog from the cart and an
// order, the mall's answers mapped to views, and the toast after 一键加入购物车.
import { describe, expect, it } from 'vitest';
import {
  addToCartText,
  cartLinesToSave,
  orderLinesToSave,
  toListDetail,
  toSaveLines,
  toSkipped,
} from '../../../web/features/reorder-lists/reorder-list-view.ts';

describe('lines to save', () => {
  it('the cart gives its selected rows with their SKU keys, in the cart’s order', () => {
    const view = {
      stores: [
        {
          lines: [
            { cartId: 1, productId: 10, unique: 'a', num: 2 },
            { cartId: 2, productId: 11, unique: 'b', num: 1 },
          ],
        },
        {
          lines: [
            { cartId: 3, productId: 12, unique: 'c', num: 5 },
            { cartId: 4, productId: 13, num: 1 },
          ],
        },
      ],
    };
    expect(cartLinesToSave(view, [3, 1, 4])).toEqual([
      { productId: 10, unique: 'a', quantity: 2 },
      { productId: 12, unique: 'c', quantity: 5 },
    ]);
    expect(cartLinesToSave(view, [])).toEqual([]);
  });

  it('an order gives all its lines; the body uses the mall’s field names', () => {
    const lines = orderLinesToSave([
      { productId: 5, unique: 'x', num: 3 },
      { productId: 6, unique: '', num: 1 },
    ]);
    expect(lines).toEqual([{ productId: 5, unique: 'x', quantity: 3 }]);
    expect(toSaveLines(lines)).toEqual([{ product_id: 5, product_attr_unique: 'x', quantity: 3 }]);
  });
});

describe('views and the toast', () => {
  it('maps a detail answer, an unknown state reading as off the shelf', () => {
    const detail = toListDetail({
      list_id: 4,
      name: '车间',
      owner_name: '李经理',
      line_count: 2,
      can_edit: false,
      lines: [
        {
          line_id: 1,
          product_id: 9,
          store_name: '扳手',
          suk: '8mm',
          price: '28.10',
          stock: 5,
          quantity: 3,
          state: 'ok',
          state_name: '可购买',
        },
        { line_id: 2, product_id: 8, quantity: 1, state: 'weird' },
      ],
    });
    expect(detail).toMatchObject({ id: 4, name: '车间', ownerName: '李经理', canEdit: false, lineCount: 2 });
    expect(detail.lines.map((line) => [line.id, line.state, line.stateName])).toEqual([
      [1, 'ok', '可购买'],
      [2, 'off_shelf', '已下架'],
    ]);
  });

  it('says how many went in and names every skipped line with its reason', () => {
    const skipped = toSkipped([
      { store_name: '扳手', suk: '10mm', reason_name: '库存不足' },
      { store_name: '', suk: '', reason_name: '已下架' },
    ]);
    expect(addToCartText(2, skipped)).toBe('已加入购物车 2 种商品；未加入 2 种：扳手（10mm）：库存不足；商品：已下架');
    expect(addToCartText(3, [])).toBe('已加入购物车 3 种商品');
    expect(addToCartText(0, skipped.slice(0, 1))).toBe('没有可加入购物车的商品；未加入 1 种：扳手（10mm）：库存不足');
  });
});
