// The pure rules of reorder lists (docs/company-api.md §7): the name and line schemas with their messages,
// merging lines of the same SKU, a saved line's state now, and who may edit a list.
import { describe, expect, it } from 'vitest';
import {
  mergeLinesBySku,
  reorderListAddLinesSchema,
  reorderListCreateSchema,
  reorderListNameError,
} from '#shared/schemas/company-reorder-list-schemas.ts';
import type { Product, Sku } from '../../../demo-mall/catalogue/catalogue-types.ts';
import { lineNow } from '../../../demo-mall/company/reorder-lists/reorder-line-state.ts';
import { mayEdit } from '../../../demo-mall/company/reorder-lists/reorder-list-views.ts';

const sku = (unique: string, stock: number) => ({ unique, sku: `规格${unique}`, stock }) as Sku;
const product = (type: 0 | 1 | 2, skus: Sku[]) => ({ product_id: 7, product_type: type, skus }) as Product;
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('list name', () => {
  it('is trimmed, required and at most 30 characters (counted as characters, not bytes)', () => {
    expect(reorderListNameError('  ')).toBe('请输入清单名称');
    expect(reorderListNameError('名'.repeat(30))).toBeNull();
    expect(reorderListNameError('名'.repeat(31))).toBe('清单名称长度不能超过 30');
    expect(reorderListNameError('😀'.repeat(30))).toBeNull();
    expect(reorderListCreateSchema.parse({ name: '  车间  ' }).name).toBe('车间');
  });
});

describe('lines and request keys', () => {
  it('a create may come without lines; adding needs at least one', () => {
    expect(reorderListCreateSchema.parse({ name: '空' }).lines).toEqual([]);
    expect(firstMessage(reorderListAddLinesSchema.safeParse({ lines: [] }))).toBe('请选择要加入清单的商品');
  });

  it('quantities are whole numbers from 1 to 9999, numbers as text accepted', () => {
    const lines = (quantity: unknown) => ({ name: 'x', lines: [{ product_id: '3', product_attr_unique: 'a', quantity }] });
    expect(reorderListCreateSchema.parse(lines('12')).lines[0]).toEqual({ product_id: 3, product_attr_unique: 'a', quantity: 12 });
    for (const bad of [0, -1, 1.5, 10000, 'x', null]) {
      expect(firstMessage(reorderListCreateSchema.safeParse(lines(bad))), String(bad)).toBe('数量必须是 1 到 9999 之间的整数');
    }
  });

  it('request_key is optional; when given it is 8–64 letters, digits, - or _', () => {
    expect(reorderListCreateSchema.parse({ name: 'x' }).request_key).toBe('');
    expect(reorderListCreateSchema.parse({ name: 'x', request_key: '3f2a-99b1_c0de' }).request_key).toBe('3f2a-99b1_c0de');
    for (const bad of ['short', 'has space in it', 'x'.repeat(65), '中文中文中文中文中文']) {
      expect(firstMessage(reorderListCreateSchema.safeParse({ name: 'x', request_key: bad })), bad).toBe('请求标识不正确');
    }
  });

  it('lines of the same SKU merge into one, quantities summed, first-seen order kept', () => {
    const merged = mergeLinesBySku([
      { product_attr_unique: 'a', quantity: 2 },
      { product_attr_unique: 'b', quantity: 1 },
      { product_attr_unique: 'a', quantity: 5 },
    ]);
    expect(merged).toEqual([
      { product_attr_unique: 'a', quantity: 7 },
      { product_attr_unique: 'b', quantity: 1 },
    ]);
  });
});

describe('a saved line now', () => {
  const stockOf = (s: Sku) => s.stock;
  it('is ok when the product is on sale, the SKU exists and its stock covers the quantity', () => {
    expect(lineNow({ product: product(0, [sku('a', 5)]), skuUnique: 'a', quantity: 5, stockOf }).state).toBe('ok');
    expect(lineNow({ product: product(0, [sku('a', 5)]), skuUnique: 'a', quantity: 6, stockOf })).toMatchObject({
      state: 'no_stock',
      stock: 5,
    });
  });

  it('is off the shelf when the product is gone or is an activity copy; sku_gone when its SKU is gone', () => {
    expect(lineNow({ product: undefined, skuUnique: 'a', quantity: 1, stockOf }).state).toBe('off_shelf');
    expect(lineNow({ product: product(1, [sku('a', 5)]), skuUnique: 'a', quantity: 1, stockOf }).state).toBe('off_shelf');
    expect(lineNow({ product: product(0, [sku('b', 5)]), skuUnique: 'a', quantity: 1, stockOf }).state).toBe('sku_gone');
  });
});

describe('edit rights', () => {
  it('the owner edits; a 管理员 edits any list; other roles only their own', () => {
    const list = { owner_uid: 10 };
    const member = (uid: number, role: 'admin' | 'buyer' | 'viewer') => ({ companyId: 1, uid, role, status: 1 });
    expect(mayEdit(member(10, 'buyer'), list)).toBe(true);
    expect(mayEdit(member(11, 'buyer'), list)).toBe(false);
    expect(mayEdit(member(11, 'viewer'), list)).toBe(false);
    expect(mayEdit(member(2, 'admin'), list)).toBe(true);
  });
});
