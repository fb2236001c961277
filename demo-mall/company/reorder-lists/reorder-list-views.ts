// The answers of docs/company-api.md §7.2: a list's row (owner, line count, times, whether the caller may edit
// it) and its lines as the catalogue shows them now (name, picture, SKU, current price, stock and state).
import { roleAllows } from '#shared/company/company-roles.ts';
import { formatFen } from '#shared/money.ts';
import { REORDER_LINE_STATES } from '#shared/company/reorder-list-rules.ts';
import type { CompanyMember } from '../membership.ts';
import { lineNow } from './reorder-line-state.ts';
import type { ReorderListShop } from './reorder-list-cart.ts';
import type { ReorderLineRow, ReorderListRow } from './reorder-list-store.ts';

/** The owner edits their list; a member with lists.manageAll (管理员) edits any (docs/company-api.md §7.1). */
export function mayEdit(member: CompanyMember, list: Pick<ReorderListRow, 'owner_uid'>): boolean {
  return list.owner_uid === member.uid || roleAllows(member.role, 'lists.manageAll');
}

export function createReorderListViews(shop: Pick<ReorderListShop, 'catalogue' | 'stock' | 'pieceOf'>) {
  const { productById } = shop.catalogue.goods;

  function list(row: ReorderListRow, member: CompanyMember) {
    return {
      list_id: row.list_id,
      name: row.name,
      owner_uid: row.owner_uid,
      owner_name: row.owner_name,
      line_count: row.line_count,
      create_time: row.create_time,
      update_time: row.update_time,
      is_owner: row.owner_uid === member.uid,
      can_edit: mayEdit(member, row),
    };
  }

  /** A line as `principalKey` would buy it now: its price is that principal's (a company's agreed price). */
  function line(row: ReorderLineRow, principalKey: string) {
    const now = lineNow({
      product: productById.get(row.product_id),
      skuUnique: row.sku_unique,
      quantity: row.quantity,
      stockOf: shop.stock.skuStock,
    });
    return {
      line_id: row.line_id,
      product_id: row.product_id,
      product_attr_unique: row.sku_unique,
      quantity: row.quantity,
      store_name: now.product?.store_name ?? '',
      image: now.sku?.image || now.product?.image || '',
      suk: now.sku?.sku ?? '',
      unit_name: now.product?.unit_name ?? '',
      price: now.sku ? formatFen(shop.pieceOf(principalKey, now.sku, row.quantity).fen) : '',
      stock: now.stock,
      state: now.state,
      state_name: REORDER_LINE_STATES[now.state],
    };
  }

  return { list, line };
}

export type ReorderListViews = ReturnType<typeof createReorderListViews>;
