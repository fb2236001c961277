// Reads the movements 采购分析 counts (docs/company-api.md §15) from the company ledger: the purchase rows
// (balance_pay, credit_pay: linked to the merchant order) and the refund rows (linked to the refund order, and
// through it to its merchant order), each with the order's unit, cost centre, shop, member and product lines. Two
// statements per report, whatever the number of orders: the movements, then all their lines at once.
import type { Catalogue } from '../../catalogue/catalogue.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import { periodEnd, periodStart } from '../statements/statement-periods.ts';
import type { SpendLine, SpendMovement } from './spend-figures.ts';

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

interface LineRow {
  order_id: number;
  product_id: number;
  pay_price_fen: number;
  /** the name the order was placed with (its cart_info), read in SQL */
  store_name: string | null;
}

/** A ledger row with its merchant order: the order itself, or the one a refund row's refund belongs to. */
const LEDGER_ORDERS = `FROM company_ledger l
      LEFT JOIN refund_orders r ON l.link_type = 'refund' AND r.refund_order_id = l.link_id
      LEFT JOIN orders o ON o.order_id = CASE WHEN l.link_type = 'order' THEN l.link_id ELSE r.order_id END`;
/** `?` company, `?` from, `?` to: served by company_ledger_by_time */
const IN_PERIOD = `WHERE l.company_id = ? AND l.kind IN ('balance_pay', 'credit_pay', 'refund')
       AND l.create_time >= ? AND l.create_time < ?`;

export function createSpendSource(db: DemoMallDatabase, catalogue: Catalogue) {
  const rows = db.prepare(`
    SELECT l.kind, l.amount_fen, l.create_time, o.order_id, o.mer_id, o.cost_center_name,
           u.nickname AS member_name, cu.name AS unit_name
      ${LEDGER_ORDERS}
      LEFT JOIN users u ON u.uid = o.member_uid
      LEFT JOIN company_order_units ou ON ou.group_order_id = o.group_order_id
      LEFT JOIN company_units cu ON cu.unit_id = ou.unit_id
     ${IN_PERIOD}
     ORDER BY l.ledger_id`);
  // every line of the period's orders in one statement, not one per order; the name comes out of cart_info in SQL
  const linesOf = db.prepare(`
    SELECT op.order_id, op.product_id, op.pay_price_fen, json_extract(op.cart_info, '$.product.store_name') AS store_name
      FROM order_products op
     WHERE op.order_id IN (SELECT o.order_id ${LEDGER_ORDERS} ${IN_PERIOD})
     ORDER BY op.order_id, op.order_product_id`);

  const lineOf = (row: LineRow): SpendLine => {
    const product = catalogue.goods.productById.get(row.product_id);
    const topId = product ? (catalogue.categories.categoryById.get(product.cate_id)?.path[0] ?? product.cate_id) : 0;
    return {
      productId: row.product_id,
      productName: row.store_name ?? product?.store_name ?? '',
      categoryName: catalogue.categories.categoryById.get(topId)?.cate_name ?? '',
      paidFen: row.pay_price_fen,
    };
  };

  /** the company's movements from the first month to the last, inclusive */
  return function movements(companyId: number, from: string, to: string): SpendMovement[] {
    const period = [companyId, periodStart(from), periodEnd(to)] as const;
    const lines = new Map<number, SpendLine[]>();
    for (const row of linesOf.all(...period) as LineRow[]) {
      const list = lines.get(row.order_id) ?? [];
      list.push(lineOf(row));
      lines.set(row.order_id, list);
    }
    return (rows.all(...period) as MovementRow[]).map((row) => ({
      month: row.create_time.slice(0, 7),
      kind: row.kind === 'refund' ? 'refund' : 'purchase',
      // purchase rows take (negative), refund rows give back (positive): both as what moved
      amountFen: Math.abs(row.amount_fen),
      unitName: row.unit_name ?? '',
      costCenterName: row.cost_center_name ?? '',
      merchantName: row.mer_id === null ? '' : (catalogue.merchants.merchantById.get(row.mer_id)?.mer_name ?? ''),
      memberName: row.member_name ?? '',
      lines: row.order_id === null ? [] : [...(lines.get(row.order_id) ?? [])],
    }));
  };
}

export type SpendSource = ReturnType<typeof createSpendSource>;
