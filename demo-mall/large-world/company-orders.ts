// 上海东联's order history (docs/adr/0085): months of company orders in every state, each paid through the company's
// own payment code (createCompanyPayments → the company ledger), funded by monthly remittances confirmed through the
// remittance store, refunded through the same payments (and a refund order, its lines and its payout), accepted on
// receipt. Rows carry the columns and JSON the order service writes; the ledger therefore explains the balance.
import { remittanceNo } from '#shared/company/remittance-codes.ts';
import { formatFen } from '#shared/money.ts';
import { formatDateTime } from '../core/envelope.ts';
import type { Rng } from '../core/prng.ts';
import type { DemoMallDatabase } from '../db/database.ts';
import { HELD_DEADLINE_MS } from '../company/approvals/approval-store.ts';
import { createCompanyLedger } from '../company/company-ledger.ts';
import { createCompanyPayments } from '../company/finance/company-payments.ts';
import { createRemittanceStore } from '../company/finance/remittance-store.ts';
import { attachInboxHooks } from '../company/inbox/record-event.ts';
import { balancePayBill } from '../trade/balance-pay-bill.ts';
import { createOrderStore } from '../trade/order-store.ts';
import type { PickedSku } from './catalogue-step.ts';
import { HOME_ADMIN, HOME_COMPANY, type HomeCompany } from './company-world.ts';

const PRINCIPAL = `company:${HOME_COMPANY}`;
const ADDRESS = { real_name: '李经理', user_phone: '13800000002', user_address: '上海市浦东新区张江镇科苑路88号东联大厦' };
const COURIERS = ['顺丰速运', '中通快递', '京东物流', '德邦快递'];
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What happens to an order after it was placed; the history's mix, newer orders less far along. */
type Fate = 'closed' | 'held' | 'toShip' | 'shipped' | 'accepted' | 'done' | 'refunded' | 'partRefund' | 'refundOpen';

function fateOf(rng: Rng, ageDays: number): Fate {
  const roll = rng.next();
  // what happened after the order fits in the days since it was placed: nothing lands after the world's today
  if (roll < 0.03) return 'closed';
  if (roll < 0.06 && ageDays >= 3) return 'refunded';
  if (roll < 0.08 && ageDays >= 8) return 'partRefund';
  if (ageDays >= 7 && ageDays < 40 && roll < 0.085) return 'refundOpen';
  if (ageDays < 20 && roll < 0.09) return 'held';
  if (ageDays < 6) return roll < 0.55 ? 'toShip' : 'shipped';
  if (ageDays < 12) return roll < 0.25 ? 'toShip' : roll < 0.6 ? 'shipped' : 'accepted';
  if (ageDays < 30) return roll < 0.2 ? 'shipped' : roll < 0.6 ? 'accepted' : 'done';
  return roll < 0.15 ? 'accepted' : 'done';
}

interface PlannedOrder {
  at: number;
  member: HomeCompany['members'][number];
  lines: { sku: PickedSku; quantity: number; unitFen: number }[];
  payFen: number;
  payType: 'balance' | 'credit';
  fate: Fate;
  costCenterId: number | null;
}

export interface OrderHistory {
  orders: number;
  refunds: number;
  /** group orders held for approval and the approvals recorded */
  approvals: number;
}

/** Order lines of one merchant: 1–4 SKUs, a few pieces each, at the agreed price when there is one. */
function planLines(rng: Rng, merchantSkus: readonly PickedSku[], agreed: ReadonlyMap<string, number>) {
  const count = Math.min(merchantSkus.length, rng.int(1, 4));
  return rng.sample(merchantSkus, count).map((sku) => {
    const unitFen = agreed.get(sku.unique) ?? sku.priceFen;
    return { sku, quantity: rng.int(1, 12), unitFen };
  });
}

const dayAfter = (time: string, days: number) =>
  formatDateTime(new Date(new Date(time.replace(' ', 'T')).getTime() + days * DAY_MS)).slice(0, 10);

export function seedOrderHistory(
  db: DemoMallDatabase,
  input: {
    home: HomeCompany;
    skus: readonly PickedSku[];
    agreed: ReadonlyMap<string, number>;
    rng: Rng;
    orders: number;
    months: number;
    endMs: number;
  },
  progress: (done: number) => void,
): OrderHistory {
  const { home, rng } = input;
  const ledger = createCompanyLedger(db);
  const payments = createCompanyPayments(db, ledger);
  const remittances = createRemittanceStore(db, ledger);
  const store = createOrderStore(db);
  const buyers = home.members.filter((m) => m.role === 'buyer' || m.role === 'admin');
  const byMerchant = new Map<number, PickedSku[]>();
  for (const sku of input.skus) byMerchant.set(sku.merId, [...(byMerchant.get(sku.merId) ?? []), sku]);
  const merchants = [...byMerchant.keys()].sort((a, b) => a - b);
  const creditLimit = ledger.account(HOME_COMPANY)?.credit_limit_fen ?? 0;
  // the messages a confirmed remittance writes are dated at the remittance, not at the seeding
  let messageClock = input.endMs;
  attachInboxHooks(db, { now: () => messageClock, wake: () => undefined });

  const q = {
    pay: db.prepare(`UPDATE group_orders SET paid = 1, pay_time = @time, pay_type = @type WHERE group_order_id = @group`),
    payOrder: db.prepare(`UPDATE orders SET paid = 1, pay_time = @time, pay_type = @type, member_uid = @member,
        cost_center_id = @center, cost_center_name = @centerName WHERE order_id = @order`),
    stampMember: db.prepare('UPDATE orders SET member_uid = ? WHERE order_id = ?'),
    close: db.prepare('UPDATE group_orders SET is_del = 1 WHERE group_order_id = ?'),
    closeOrder: db.prepare('UPDATE orders SET is_del = 1 WHERE order_id = ?'),
    hold: db.prepare('UPDATE group_orders SET cancel_unix = ? WHERE group_order_id = ?'),
    ship: db.prepare(`UPDATE orders SET status = 1, delivery_type = '1', delivery_name = ?, delivery_id = ?, delivery_time = ?,
        delivered_time = ? WHERE order_id = ?`),
    take: db.prepare('UPDATE orders SET status = ?, take_time = ? WHERE order_id = ?'),
    reply: db.prepare('UPDATE order_products SET is_reply = 1 WHERE order_id = ?'),
    refunded: db.prepare('UPDATE orders SET status = -1 WHERE order_id = ?'),
    unit: db.prepare(`INSERT INTO company_order_units (group_order_id, company_id, unit_id, cost_center_id, order_fen, create_date)
      VALUES (?, ?, ?, ?, ?, ?)`),
    accept: db.prepare(`INSERT INTO company_acceptances (order_id, company_id, accept_uid, auto, accept_time, credit_days, due_date,
        shortfall_num) VALUES (?, ?, ?, 0, ?, 30, ?, 0)`),
    acceptLine: db.prepare(`INSERT INTO company_acceptance_lines (order_id, order_product_id, product_num, received_num, reason, pics)
      VALUES (?, ?, ?, ?, '', '[]')`),
    refund: db.prepare(`INSERT INTO refund_orders (refund_order_sn, order_id, principal, mer_id, refund_type, refund_message,
        refund_price_fen, refund_postage_fen, refund_num, integral, mark, pics, status, status_time, request_key, create_time, create_unix)
      VALUES (@sn, @order, '${PRINCIPAL}', @mer, 1, @message, @fen, 0, @num, 0, '', '[]', @status, @time, @key, @time, @unix)`),
    refundLine: db.prepare(`INSERT INTO refund_products (refund_order_id, order_product_id, refund_num, refund_price_fen,
        refund_postage_fen, refund_integral) VALUES (?, ?, ?, ?, 0, 0)`),
    payout: db.prepare(`INSERT INTO refund_payouts (refund_order_id, order_id, principal, channel, amount_fen, create_time)
      VALUES (?, ?, '${PRINCIPAL}', ?, ?, ?)`),
    approval: db.prepare(`INSERT INTO company_approvals (company_id, group_order_id, requester_uid, order_fen, month_spent_fen, excesses,
        status, decider_uid, decide_time, comment, seen, create_time, rule_id, rule_name, reason, unit_id)
      VALUES (${HOME_COMPANY}, @group, @requester, @fen, 0, '[]', @status, @decider, @decided, '', @seen, @time, NULL, '万元以上采购',
        '订单金额不低于 10,000.00 元', @unit)`),
    level: db.prepare(`INSERT INTO company_approval_levels (approval_id, level_no, kind, mode, label, status, decide_time)
      VALUES (?, 1, 'role', 'any', '审批人', ?, ?)`),
    centerName: db.prepare('SELECT name FROM company_cost_centers WHERE cost_center_id = ?'),
  };
  const hex = (n: number) => Array.from({ length: n }, () => rng.int(0, 15).toString(16)).join('');
  const approvers = home.members.filter((m) => m.role === 'approver');
  const history: OrderHistory = { orders: 0, refunds: 0, approvals: 0 };
  /** the month's money movements, run in time order once its orders are written */
  const events: { at: number; seq: number; run: () => void }[] = [];
  let monthEnd = input.endMs;
  const later = (at: number, run: () => void) => events.push({ at: Math.min(at, monthEnd - 60_000), seq: events.length, run });
  const perMonth = Math.ceil(input.orders / input.months);
  const monthStart = (k: number) => {
    const end = new Date(input.endMs);
    return new Date(end.getFullYear(), end.getMonth() - (input.months - 1 - k), 1).getTime();
  };

  // the small seed wrote the demo companies' opening balances today; the large world's ledgers began before its history
  db.prepare("UPDATE company_ledger SET create_time = ? WHERE kind = 'opening'").run(formatDateTime(new Date(monthStart(0) - DAY_MS)));
  for (let month = 0; month < input.months && history.orders < input.orders; month++) {
    const from = monthStart(month);
    const to = Math.min(monthStart(month + 1), input.endMs - HOUR_MS);
    if (to <= from) break;
    const planned: PlannedOrder[] = [];
    let creditThisMonth = 0;
    const count = Math.min(perMonth, input.orders - history.orders);
    for (let i = 0; i < count; i++) {
      const merId = rng.pick(merchants);
      const lines = planLines(rng, byMerchant.get(merId) ?? [], input.agreed);
      const payFen = lines.reduce((sum, line) => sum + line.unitFen * line.quantity, 0);
      const credit = rng.chance(0.5) && creditThisMonth + payFen <= creditLimit * 0.9;
      if (credit) creditThisMonth += payFen;
      // a day clear of each end of the month when it has room (the running month may have only begun)
      const span = to - from - 2 * DAY_MS;
      const at = span > 0 ? from + DAY_MS + Math.floor(rng.next() * span) : from + Math.floor(rng.next() * (to - from));
      planned.push({
        at,
        member: rng.pick(buyers),
        lines,
        payFen,
        payType: credit ? 'credit' : 'balance',
        fate: fateOf(rng, (input.endMs - at) / DAY_MS),
        costCenterId: rng.chance(0.4) ? rng.pick(home.costCenterIds) : null,
      });
    }
    planned.sort((a, b) => a.at - b.at);
    db.transaction(() => {
      // the month's money arrives on its first day: used credit repaid first, the rest covers the balance payments
      const balanceSpend = planned.filter((p) => p.payType === 'balance').reduce((sum, p) => sum + p.payFen, 0);
      const used = ledger.account(HOME_COMPANY)?.credit_used_fen ?? 0;
      const time = formatDateTime(new Date(from + 9 * HOUR_MS));
      messageClock = from + 9 * HOUR_MS;
      const made = remittances.create({
        companyId: HOME_COMPANY,
        remittanceNo: remittanceNo(time.slice(0, 10), (n) => rng.int(0, n - 1)),
        amountFen: used + balanceSpend + 100_000,
        payerName: '上海东联工业设备有限公司',
        payerBank: '中国工商银行上海张江支行',
        transferDate: time.slice(0, 10),
        vouchers: [],
        mark: `${time.slice(0, 7)} 货款`,
        memberUid: HOME_ADMIN,
        time,
      });
      if (made === 'taken') throw new Error('a remittance number was drawn twice');
      const confirmed = remittances.confirm(made.row.remittance_id, time);
      if (!confirmed.ok) throw new Error(confirmed.message);
      monthEnd = to;
      for (const order of planned) writeOrder(order);
      // money moves in time order, so every ledger row's net after follows the one before it in time too
      events.sort((a, b) => a.at - b.at || a.seq - b.seq);
      for (const event of events.splice(0)) event.run();
    })();
    history.orders += planned.length;
    progress(history.orders);
  }
  return history;

  function writeOrder(plan: PlannedOrder): void {
    const time = formatDateTime(new Date(plan.at));
    const quantity = plan.lines.reduce((sum, line) => sum + line.quantity, 0);
    const group = store.insertGroup({
      group_order_sn: `wxo${plan.at}${hex(6)}`,
      principal: PRINCIPAL,
      total_num: quantity,
      total_price_fen: plan.payFen,
      total_postage_fen: 0,
      pay_price_fen: plan.payFen,
      coupon_price_fen: 0,
      integral: 0,
      integral_price_fen: 0,
      coupon_user_ids: '[]',
      ...ADDRESS,
      create_time: time,
      cancel_unix: plan.at + 15 * 60_000,
    });
    const merId = plan.lines[0]?.sku.merId ?? 0;
    const orderSn = `wx${plan.at}${hex(6)}`;
    const orderId = store.insertOrder({
      group_order_id: group,
      order_sn: orderSn,
      principal: PRINCIPAL,
      mer_id: merId,
      activity_type: 0,
      order_type: 0,
      total_num: quantity,
      total_price_fen: plan.payFen,
      total_postage_fen: 0,
      pay_price_fen: plan.payFen,
      pay_later_fen: 0,
      coupon_price_fen: 0,
      platform_coupon_price_fen: 0,
      svip_discount_fen: 0,
      integral: 0,
      integral_price_fen: 0,
      ...ADDRESS,
      mark: '',
      verify_code: '',
      create_time: time,
    });
    const productIds = plan.lines.map((line) =>
      store.insertProduct({
        order_id: orderId,
        product_id: line.sku.productId,
        product_type: 0,
        sku_unique: line.sku.unique,
        product_num: line.quantity,
        product_price_fen: line.unitFen,
        total_price_fen: line.unitFen * line.quantity,
        pay_price_fen: line.unitFen * line.quantity,
        cart_info: JSON.stringify({
          product: { product_id: line.sku.productId, store_name: line.sku.storeName, image: line.sku.image },
          productAttr: { sku: line.sku.skuLabel, unique: line.sku.unique, bar_code: line.sku.barCode, image: line.sku.image },
        }),
      }),
    );
    q.unit.run(group, HOME_COMPANY, plan.member.unitId, plan.costCenterId, plan.payFen, time.slice(0, 10));
    q.stampMember.run(plan.member.uid, orderId);
    const big = plan.payFen >= 1_000_000 && approvers.length > 0;
    if (plan.fate === 'closed') {
      q.close.run(group);
      q.closeOrder.run(orderId);
      return;
    }
    if (plan.fate === 'held') {
      q.hold.run(HELD_DEADLINE_MS, group);
      approve(group, plan, 0, time);
      return;
    }
    if (big) approve(group, plan, 1, formatDateTime(new Date(plan.at + HOUR_MS)));
    const payAt = plan.at + (big ? 2 * HOUR_MS : 60_000);
    later(payAt, () => {
      const payTime = formatDateTime(new Date(Math.min(payAt, monthEnd - 60_000)));
      const refused = payments.pay(
        HOME_COMPANY,
        plan.payType === 'credit' ? 'credit_pay' : 'balance_pay',
        [{ orderId, orderSn, payFen: plan.payFen }],
        plan.member.uid,
        payTime,
      );
      if (refused) throw new Error(`the large world's order ${orderSn} could not be paid: ${JSON.stringify(refused)}`);
      q.pay.run({ group, time: payTime, type: plan.payType });
      const centerName = plan.costCenterId ? ((q.centerName.get(plan.costCenterId) as { name: string } | undefined)?.name ?? '') : '';
      q.payOrder.run({ order: orderId, time: payTime, type: plan.payType, member: plan.member.uid, center: plan.costCenterId, centerName });
      if (plan.payType === 'balance') {
        store.insertBill(balancePayBill(PRINCIPAL, plan.payFen, ledger.account(HOME_COMPANY)?.now_money_fen ?? 0, group, payTime));
      }
    });
    history.approvals += big ? 1 : 0;
    if (plan.fate === 'toShip') return;
    if (plan.fate === 'refunded') {
      refund(orderId, orderSn, merId, plan, productIds, plan.lines.length, payAt + DAY_MS, 3);
      q.refunded.run(orderId);
      return;
    }
    const shipAt = payAt + rng.int(4, 30) * HOUR_MS;
    const deliveredAt = shipAt + rng.int(1, 3) * DAY_MS;
    if (shipAt >= input.endMs) return;
    // still on its way when the world's today comes before its delivery
    const delivered = deliveredAt < input.endMs ? formatDateTime(new Date(deliveredAt)) : null;
    q.ship.run(rng.pick(COURIERS), `SF${shipAt}`, formatDateTime(new Date(shipAt)), delivered, orderId);
    if (plan.fate === 'shipped') return;
    const takeTime = formatDateTime(new Date(deliveredAt + rng.int(1, 20) * HOUR_MS));
    const done = plan.fate === 'done' || plan.fate === 'partRefund';
    q.take.run(done ? 3 : 2, takeTime, orderId);
    if (done) q.reply.run(orderId);
    q.accept.run(orderId, HOME_COMPANY, plan.member.uid, takeTime, plan.payType === 'credit' ? dayAfter(takeTime, 30) : '');
    for (const [index, line] of plan.lines.entries()) q.acceptLine.run(orderId, productIds[index], line.quantity, line.quantity);
    if (plan.fate === 'partRefund') refund(orderId, orderSn, merId, plan, productIds, 1, deliveredAt + 2 * DAY_MS, 3);
    if (plan.fate === 'refundOpen') refund(orderId, orderSn, merId, plan, productIds, 1, deliveredAt + DAY_MS, 0);
  }

  /** A 仅退款 of the first `lineCount` lines, whole; status 3 moves the money back through the company's payments. */
  function refund(
    orderId: number,
    orderSn: string,
    merId: number,
    plan: PlannedOrder,
    productIds: number[],
    lineCount: number,
    at: number,
    status: 0 | 3,
  ) {
    const lines = plan.lines.slice(0, lineCount);
    const fen = lines.reduce((sum, line) => sum + line.unitFen * line.quantity, 0);
    const time = formatDateTime(new Date(Math.min(at, monthEnd - 60_000)));
    const sn = `rwx${at}${hex(6)}`;
    const refundId = Number(
      q.refund.run({
        sn,
        order: orderId,
        mer: merId,
        message: '采购计划变更',
        fen,
        num: lines.reduce((sum, line) => sum + line.quantity, 0),
        status,
        time,
        key: `seed:${orderId}:${lineCount}`,
        unix: at,
      }).lastInsertRowid,
    );
    for (const [index, line] of lines.entries()) q.refundLine.run(refundId, productIds[index], line.quantity, line.unitFen * line.quantity);
    history.refunds += 1;
    if (status !== 3) return;
    later(at, () => {
      q.payout.run(refundId, orderId, plan.payType, fen, time);
      const back = payments.refund(HOME_COMPANY, plan.payType, { refundId, refundSn: sn, amountFen: fen, memberUid: null }, time);
      if (!back) throw new Error(`the large world's refund ${sn} could not move`);
      if (plan.payType !== 'balance') return;
      store.insertBill({
        principal: PRINCIPAL,
        pm: 1,
        title: '退款增加余额',
        category: 'now_money',
        type: 'refund',
        number_fen: fen,
        balance_fen: ledger.account(HOME_COMPANY)?.now_money_fen ?? 0,
        mark: `退款增加${formatFen(fen)}余额，退款订单号:${orderSn}`,
        link_id: refundId,
        create_time: time,
      });
    });
  }

  function approve(group: number, plan: PlannedOrder, status: 0 | 1, time: string): void {
    const decider = status === 1 ? rng.pick(approvers).uid : null;
    const id = Number(
      q.approval.run({
        group,
        requester: plan.member.uid,
        fen: plan.payFen,
        status,
        decider,
        decided: status === 1 ? time : null,
        seen: status,
        time: formatDateTime(new Date(plan.at)),
        unit: plan.member.unitId,
      }).lastInsertRowid,
    );
    q.level.run(id, status, status === 1 ? time : null);
    if (status === 0) history.approvals += 1;
  }
}
