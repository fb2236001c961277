// 我的发票 (docs/mall-api.md §3.9): the buyer's saved invoice titles (/api/user/receipt/lst|create|update|is_default|
// delete|detail) and the invoices requested on orders (/api/user/receipt/order), behind the module's requireLogin.
// Under a company token the titles are the company's (writes need invoiceTitles.manage, the route table's row)
// and an invoice shows only to members who may open its order (a 采购员: its own orders, docs/company-api.md §1.3).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatFen } from '#shared/money.ts';
import { fail, formatDateTime, ok, okMessage } from '../core/envelope.ts';
import { idOf, paginate, pagingOf } from '../core/param-schemas.ts';
import { readParams } from '../core/params.ts';
import { readReceiptTitleParams } from './params/receipt-params.ts';
import type { ReceiptRow } from './fulfilment-store.ts';
import type { ReceiptTitleRow, ReceiptTitleStore } from './receipt-title-store.ts';
import type { TradeRouteDeps } from './route-deps.ts';
import { uidOf } from '../core/login-gate.ts';

export const RECEIPT_MESSAGES = {
  missing: '数据不存在',
  defaultUndeletable: '默认项不可删除',
} as const;

/** The 我的发票 tabs: '' all, 0 未开票, 1 已开票, 2 未寄出 (an issued 增值税专用发票 is paper and waits for the post). */
export function receiptMatchesStatus(receipt: ReceiptRow, status: string): boolean {
  const special = (JSON.parse(receipt.receipt_info) as { receipt_type?: number }).receipt_type === 2;
  if (status === '0') return receipt.status === 0;
  if (status === '1') return receipt.status === 1;
  if (status === '2') return receipt.status === 1 && special;
  return true;
}

const titleView = ({ principal, ...row }: ReceiptTitleRow) => ({ ...row, uid: uidOf(principal) });

const optionalInt = (value: unknown): number | undefined => {
  const parsed = Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(parsed) ? parsed : undefined;
};

export function registerReceiptRoutes(app: FastifyInstance, deps: TradeRouteDeps & { receiptTitles: ReceiptTitleStore }): void {
  const { gate, receiptTitles: titles, fulfilment, orders, catalogue, now, companyOrders } = deps;
  /** the invoices of the orders this caller may open */
  const visibleReceipts = (request: FastifyRequest) =>
    fulfilment.receiptsOf(gate.principal(request).key).filter(companyOrders.visible(request));

  app.get('/api/user/receipt/lst', async (request) => {
    const params = readParams(request);
    const filter = {
      receipt_type: optionalInt(params.receipt_type),
      receipt_title_type: optionalInt(params.receipt_title_type),
      is_default: optionalInt(params.is_default),
    };
    return ok(titles.list(gate.principal(request).key, filter).map(titleView));
  });

  app.get('/api/user/receipt/detail/:id', async (request) => {
    const row = titles.get(gate.principal(request).key, idOf(request));
    return row ? ok(titleView(row)) : fail(RECEIPT_MESSAGES.missing);
  });

  app.post('/api/user/receipt/create', async (request) => {
    const parsed = readReceiptTitleParams(readParams(request));
    if (!parsed.ok) return fail(parsed.message);
    titles.create(gate.principal(request).key, parsed.value, formatDateTime(new Date(now())));
    return okMessage('添加成功');
  });

  app.post('/api/user/receipt/update/:id', async (request) => {
    const parsed = readReceiptTitleParams(readParams(request));
    if (!parsed.ok) return fail(parsed.message);
    return titles.update(gate.principal(request).key, idOf(request), parsed.value) ? okMessage('编辑成功') : fail(RECEIPT_MESSAGES.missing);
  });

  app.post('/api/user/receipt/is_default/:id', async (request) =>
    titles.makeDefault(gate.principal(request).key, idOf(request)) ? okMessage('修改成功') : fail(RECEIPT_MESSAGES.missing),
  );

  app.post('/api/user/receipt/delete/:id', async (request) => {
    const key = gate.principal(request).key;
    const row = titles.get(key, idOf(request));
    if (!row) return fail(RECEIPT_MESSAGES.missing);
    if (row.is_default === 1) return fail(RECEIPT_MESSAGES.defaultUndeletable);
    titles.remove(key, row.user_receipt_id);
    return okMessage('删除成功');
  });

  const orderReceiptView = (receipt: ReceiptRow) => {
    const order = orders.order(receipt.order_id);
    const merchant = catalogue.merchants.merchantById.get(receipt.mer_id);
    return {
      order_receipt_id: receipt.order_receipt_id,
      order_id: receipt.order_id,
      uid: uidOf(receipt.principal),
      mer_id: receipt.mer_id,
      receipt_info: JSON.parse(receipt.receipt_info) as object,
      status: receipt.status,
      receipt_sn: receipt.receipt_sn,
      status_time: receipt.issue_time ?? '',
      create_time: receipt.create_time,
      order_price: order ? formatFen(order.pay_price_fen) : '0.00',
      merchant: { mer_id: receipt.mer_id, mer_name: merchant?.mer_name ?? '' },
      storeOrder: order
        ? {
            order_id: order.order_id,
            order_sn: order.order_sn,
            pay_price: formatFen(order.pay_price_fen),
            orderProduct: orders.productsOf(order.order_id).map((product) => ({
              product_id: product.product_id,
              product_num: product.product_num,
              cart_info: JSON.parse(product.cart_info) as unknown,
            })),
          }
        : null,
    };
  };

  app.get('/api/user/receipt/order', async (request) => {
    const params = readParams(request);
    const status = String(params.status ?? '');
    const { page, limit } = pagingOf(params, 10);
    const mine = visibleReceipts(request).filter((receipt) => receiptMatchesStatus(receipt, status));
    const result = paginate(mine, page, limit);
    return ok({ count: result.count, list: result.list.map(orderReceiptView) });
  });

  app.get('/api/user/receipt/order/:id', async (request) => {
    const id = idOf(request);
    const found = visibleReceipts(request).find((receipt) => receipt.order_receipt_id === id);
    return found ? ok(orderReceiptView(found)) : fail(RECEIPT_MESSAGES.missing);
  });
}
