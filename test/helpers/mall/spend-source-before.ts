// 采购分析's source as it was before it read all lines in one statement (docs/adr/0092): one query per order and
// cart_info parsed in JavaScript. Kept as the reference the SQL version must match to the fen.
import type { Catalogue } from '../../../demo-mall/catalogue/catalogue.ts';
import type { DemoMallDatabase } from '../../../demo-mall/db/database.ts';
import { periodEnd, periodStart } from '../../../demo-mall/company/statements/statement-periods.ts';
import type { SpendLine, SpendMovement } from '../../../demo-mall/company/spend/spend-figures.ts';

interface MovementRow {
  kind: string;
  amount_fen: number;
  create_time: string;
  order_id: number | null;
  mer_id: number | null;
  cost_center_name: string | null;
  member_name: string | null;
  unit_name: string | null;
}

export function spendSourceBefore(db: DemoMallDatabase, catalogue: Catalogue) {
  const rows = db.prepare(`
    SELECT l.kind, l.amount_fen, l.create_time, o.order_id, o.mer_id, o.cost_center_name,
           u.nickname AS member_name, cu.name AS unit_name
      FROM company_ledger l
      LEFT JOIN refund_orders r ON l.link_type = 'refund' AND r.refund_order_id = l.link_id
      LEFT JOIN orders o ON o.order_id = CASE WHEN l.link_type = 'order' THEN l.link_id ELSE r.order_id END
      LEFT JOIN users u ON u.uid = o.member_uid
      LEFT JOIN company_order_units ou ON ou.group_order_id = o.group_order_id
      LEFT JOIN company_units cu ON cu.unit_id = ou.unit_id
     WHERE l.company_id = ? AND l.kind IN ('balance_pay', 'credit_pay', 'refund')
       AND l.create_time >= ? AND l.create_time < ?
     ORDER BY l.ledger_id`);
  const linesOf = db.prepare(
    'SELECT product_id, pay_price_fen, cart_info FROM order_products WHERE order_id = ? ORDER BY order_product_id',
  );
  const lines = (orderId: number | null): SpendLine[] =>
    orderId === null
      ? []
      : (linesOf.all(orderId) as { product_id: number; pay_price_fen: number; cart_info: string }[]).map((row) => {
          const product = catalogue.goods.productById.get(row.product_id);
          const topId = product ? (catalogue.categories.categoryById.get(product.cate_id)?.path[0] ?? product.cate_id) : 0;
          const info = JSON.parse(row.cart_info) as { product?: { store_name?: string } };
          return {
            productId: row.product_id,
            productName: info.product?.store_name ?? product?.store_name ?? '',
            categoryName: catalogue.categories.categoryById.get(topId)?.cate_name ?? '',
            paidFen: row.pay_price_fen,
          };
        });
  return (companyId: number, from: string, to: string): SpendMovement[] =>
    (rows.all(companyId, periodStart(from), periodEnd(to)) as MovementRow[]).map((row) => ({
      month: row.create_time.slice(0, 7),
      kind: row.kind === 'refund' ? 'refund' : 'purchase',
      amountFen: Math.abs(row.amount_fen),
      unitName: row.unit_name ?? '',
      costCenterName: row.cost_center_name ?? '',
      merchantName: row.mer_id === null ? '' : (catalogue.merchants.merchantById.get(row.mer_id)?.mer_name ?? ''),
      memberName: row.member_name ?? '',
      lines: lines(row.order_id),
    }));
}
