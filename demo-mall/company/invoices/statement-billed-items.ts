// What one merchant bills a company for one statement month (docs/company-api.md §12.1): the lines of the company's
// orders from that merchant whose payment falls in the month and which the company has accepted (收货验收), less the
// refunds already done or opened by a shortfall at acceptance (only accepted pieces are billed, §11.3). One entry
// per order line, with what it nets to and the refunds deducted; a line of postage per order that paid any. A line's
// pay includes its share of the postage (pricing spreads it over the lines that ship), so the goods line is billed
// without that share and the order's postage is billed once, as a transport service at 9 %.
import type { Fen } from '#shared/money.ts';
import { postageShares } from '../../after-sales/refundable.ts';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import { periodEnd, periodStart, type Period } from '../statements/statement-periods.ts';
import type { BilledItem } from './invoice-lines.ts';
import { goodsTaxCode, POSTAGE_TAX_CODE } from './tax-classification.ts';

/** Goods are taxed at 13 %, the postage as a transport service at 9 %. */
export const GOODS_TAX_RATE = 13;
export const POSTAGE_TAX_RATE = 9;
export const POSTAGE_ITEM_NAME = '*运输服务*运费';

export interface BilledOrderLine extends BilledItem {
  /** the order line; the postage of an order is −order_id */
  orderProductId: number;
  orderId: number;
  refundIds: number[];
}

interface OrderLineRow {
  order_id: number;
  mer_id: number;
  order_postage_fen: number;
  order_product_id: number;
  product_id: number;
  product_num: number;
  pay_price_fen: number;
  cart_info: string;
  shortfall_refund: number | null;
}

interface RefundLineRow {
  refund_order_id: number;
  order_product_id: number;
  refund_num: number;
  refund_price_fen: Fen;
  refund_postage_fen: Fen;
}

export function createBilledItems(db: DemoMallDatabase, catalogue: Catalogue) {
  const q = {
    lines: db.prepare(`SELECT o.order_id, o.mer_id, o.total_postage_fen AS order_postage_fen, p.order_product_id, p.product_id,
        p.product_num, p.pay_price_fen, p.cart_info, a.refund_order_id AS shortfall_refund
      FROM orders o JOIN company_acceptances a ON a.order_id = o.order_id JOIN order_products p ON p.order_id = o.order_id
      WHERE a.company_id = @company AND o.order_id IN (SELECT link_id FROM company_ledger WHERE company_id = @company
        AND link_type = 'order' AND kind IN ('balance_pay', 'credit_pay') AND create_time >= @start AND create_time < @end)
      ORDER BY o.order_id, p.order_product_id`),
    refunds: db.prepare(`SELECT r.refund_order_id, rp.order_product_id, rp.refund_num, rp.refund_price_fen, rp.refund_postage_fen
      FROM refund_orders r JOIN refund_products rp ON rp.refund_order_id = r.refund_order_id
      WHERE r.order_id = ? AND (r.status = 3 OR (r.refund_order_id = ? AND r.status IN (0, 1, 2)))`),
  };

  const shipsFree = (productId: number) => catalogue.goods.productById.get(productId)?.delivery_free === 1;

  function naming(row: OrderLineRow): Pick<BilledItem, 'name' | 'spec' | 'unit' | 'taxCode'> {
    const product = catalogue.goods.productById.get(row.product_id);
    const info = JSON.parse(row.cart_info) as { product?: { store_name?: string }; productAttr?: { sku?: string } };
    const category = product ? catalogue.categories.categoryById.get(product.cate_id) : undefined;
    const top = catalogue.categories.categoryById.get(category?.path[0] ?? 0)?.cate_name;
    const name = info.product?.store_name ?? product?.store_name ?? '';
    return {
      name: `*${category?.cate_name ?? '商品'}*${name}`,
      spec: info.productAttr?.sku ?? '',
      unit: product?.unit_name || '件',
      taxCode: goodsTaxCode(top),
    };
  }

  /** Every billed line of the month, by merchant. */
  return function billedItems(companyId: number, period: Period): Map<number, BilledOrderLine[]> {
    const rows = q.lines.all({ company: companyId, start: periodStart(period), end: periodEnd(period) }) as OrderLineRow[];
    const byMerchant = new Map<number, BilledOrderLine[]>();
    const orders = new Map<number, OrderLineRow[]>();
    for (const row of rows) orders.set(row.order_id, [...(orders.get(row.order_id) ?? []), row]);
    for (const [orderId, lines] of orders) {
      const first = lines[0] as OrderLineRow;
      const refunds = q.refunds.all(orderId, first.shortfall_refund ?? 0) as RefundLineRow[];
      const billed = byMerchant.get(first.mer_id) ?? [];
      const postageShare = postageShares(first.order_postage_fen, lines, shipsFree);
      lines.forEach((line, index) => {
        const mine = refunds.filter((refund) => refund.order_product_id === line.order_product_id);
        const goodsFen = line.pay_price_fen - (postageShare[index] ?? 0);
        billed.push({
          ...naming(line),
          orderProductId: line.order_product_id,
          orderId,
          quantity: line.product_num - mine.reduce((sum, refund) => sum + refund.refund_num, 0),
          grossFen: goodsFen - mine.reduce((sum, refund) => sum + refund.refund_price_fen - refund.refund_postage_fen, 0),
          taxRate: GOODS_TAX_RATE,
          refundIds: mine.map((refund) => refund.refund_order_id),
        });
      });
      const postageBack = refunds.reduce((sum, refund) => sum + refund.refund_postage_fen, 0);
      if (first.order_postage_fen > 0) {
        const postageFen = first.order_postage_fen - postageBack;
        billed.push({
          name: POSTAGE_ITEM_NAME,
          spec: '',
          unit: '次',
          // postage given back in full takes the one service away
          quantity: postageFen > 0 ? 1 : 0,
          grossFen: postageFen,
          taxRate: POSTAGE_TAX_RATE,
          taxCode: POSTAGE_TAX_CODE,
          orderProductId: -orderId,
          orderId,
          refundIds: [],
        });
      }
      byMerchant.set(first.mer_id, billed);
    }
    return byMerchant;
  };
}
