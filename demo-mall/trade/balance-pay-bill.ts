// The balance ledger row of an order group paid from the balance, as the checkout writes it and the large world
// replays it: one wording and one set of fields for both.
import { formatFen } from '#shared/money.ts';

export function balancePayBill(principal: string, payFen: number, balanceFen: number, groupOrderId: number, time: string) {
  return {
    principal,
    pm: 0 as const,
    title: '购买商品',
    category: 'now_money',
    type: 'pay_product',
    number_fen: payFen,
    balance_fen: balanceFen,
    mark: `余额支付${formatFen(payFen)}元购买商品`,
    link_id: groupOrderId,
    create_time: time,
  };
}
