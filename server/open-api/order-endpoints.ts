// Addresses, order submit, query, cancel, pay, logistics and receipt (docs/open-api.md §Orders). An order is the
// mall's group order (支付单, `order_id`); each merchant's part is a sub-order (`sub_order_id`, the 订单号), which
// ships, is tracked and is received on its own.
import type { z } from 'zod';
import { OpenError } from './open-errors.ts';
import type { OpenRoute } from './open-route.ts';
import { OrderSubmitInput, OrdersQuery, PayInput, ReceiptInput, EmptyInput } from './open-schemas.ts';
import { submitOpenOrder } from './order-submit.ts';

/** The parts of the mall's order views (docs/mall-api.md §3.7) the open API passes on. */
interface MallOrderLine {
  order_product_id: number;
  product_id: number;
  product_num: number;
  cart_info?: { product?: { store_name?: string }; productAttr?: { sku?: string; price?: string } };
}
interface MallSubOrder {
  order_id: number;
  group_order_id: number;
  order_sn: string;
  mer_id: number;
  status: number;
  paid: number;
  pay_price: string;
  total_postage: string;
  delivery_name?: string;
  delivery_id?: string;
  po_number?: string;
  merchant?: { mer_name?: string };
  orderProduct?: MallOrderLine[];
}
interface MallApproval {
  approval_id: number;
  status: number;
  status_name: string;
  limit_text: string;
  decider_name: string;
  decide_time: string;
  comment: string;
}
interface MallGroupOrder {
  group_order_id: number;
  group_order_sn: string;
  paid: number;
  po_number?: string;
  cost_center_id?: number;
  cost_center_name?: string;
  total_num: number;
  pay_price: string;
  total_postage: string;
  pay_type: string;
  create_time: string;
  pay_time: string;
  approval: MallApproval | null;
  orderList?: MallSubOrder[];
}
interface MallAddress {
  address_id: number;
  real_name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  is_default: number;
}
interface MallAcceptance {
  repeated?: boolean;
  shortfall_num?: number;
  refund_order_id?: number | null;
  due_date?: string | null;
}

const subOrder = (order: MallSubOrder) => ({
  sub_order_id: order.order_id,
  order_sn: order.order_sn,
  shop_id: order.mer_id,
  shop: order.merchant?.mer_name ?? '',
  status: order.status,
  paid: order.paid === 1,
  pay_price: order.pay_price,
  postage: order.total_postage,
  delivery: order.delivery_id ? { company: order.delivery_name, waybill: order.delivery_id } : null,
  lines: (order.orderProduct ?? []).map((line: MallOrderLine) => ({
    order_product_id: line.order_product_id,
    product_id: line.product_id,
    quantity: line.product_num,
    name: line.cart_info?.product?.store_name ?? '',
    spec: line.cart_info?.productAttr?.sku ?? '',
    price: line.cart_info?.productAttr?.price ?? '',
  })),
});

const approvalView = (approval: MallApproval | null) =>
  approval
    ? {
        approval_id: approval.approval_id,
        status: approval.status,
        status_name: approval.status_name,
        limit_text: approval.limit_text,
        decider_name: approval.decider_name,
        decide_time: approval.decide_time,
        comment: approval.comment,
      }
    : null;

function orderView(group: MallGroupOrder) {
  const approval = group.approval;
  const state = approval?.status === 0 ? 'held' : approval?.status === 2 ? 'rejected' : group.paid === 1 ? 'paid' : 'awaiting_payment';
  return {
    order_id: group.group_order_id,
    order_sn: group.group_order_sn,
    state,
    po_number: group.po_number ?? '',
    cost_center_id: group.cost_center_id ?? 0,
    cost_center_name: group.cost_center_name ?? '',
    total_num: group.total_num,
    pay_price: group.pay_price,
    postage: group.total_postage,
    pay_type: group.pay_type,
    created_at: group.create_time,
    paid_at: group.pay_time || null,
    approval: approvalView(approval),
    sub_orders: (group.orderList ?? []).map(subOrder),
  };
}

export const ORDER_ROUTES: OpenRoute[] = [
  {
    method: 'GET',
    path: '/open/v1/addresses',
    operationId: 'listAddresses',
    summary: '企业收货地址（下单与配送校验使用其 address_id）',
    tag: '订单',
    scope: 'orders',
    write: false,
    answerDescription: '{list: [address]}',
    async handle(context) {
      const answer = await context.mall.get<MallAddress[] | { list: MallAddress[] }>('/api/user/address/lst', { page: 1, limit: 100 });
      const list = Array.isArray(answer) ? answer : answer.list;
      return {
        list: list.map((address) => ({
          address_id: address.address_id,
          name: address.real_name,
          phone: address.phone,
          province: address.province,
          city: address.city,
          district: address.district,
          detail: address.detail,
          is_default: address.is_default === 1,
        })),
      };
    },
  },
  {
    method: 'POST',
    path: '/open/v1/orders',
    operationId: 'submitOrder',
    summary: '提交订单（采购单号、成本中心、部门、地址；超出审批规则时待审批）',
    tag: '订单',
    scope: 'orders',
    write: true,
    body: OrderSubmitInput,
    answerDescription: '{order_id, status: held | paid | awaiting_payment, message, approval_id}',
    async handle(context) {
      const body = context.body as z.infer<typeof OrderSubmitInput>;
      const placed = await submitOpenOrder(context.mall, body, {
        idempotency: context.idempotency,
        scope: context.caller.clientKey,
        key: context.idempotencyKey,
      });
      const { replayed: _replayed, ...result } = placed;
      return result;
    },
  },
  {
    method: 'GET',
    path: '/open/v1/orders',
    operationId: 'listOrders',
    summary: '已付款订单列表（可按采购单号查询）',
    tag: '订单',
    scope: 'orders',
    write: false,
    query: OrdersQuery,
    answerDescription: '{count, list: [sub-order]}',
    async handle(context) {
      const query = context.query as z.infer<typeof OrdersQuery>;
      const answer = await context.mall.get<{ count: number; list: MallSubOrder[] }>('/api/order/list', {
        page: query.page ?? 1,
        limit: query.limit ?? 20,
        status: -2,
        po_number: query.po_number,
      });
      return {
        count: answer.count,
        list: answer.list.map((order) => ({ order_id: order.group_order_id, po_number: order.po_number ?? '', ...subOrder(order) })),
      };
    },
  },
  {
    method: 'GET',
    path: '/open/v1/orders/{order_id}',
    operationId: 'getOrder',
    summary: '订单详情（审批状态、子订单、物流单号）',
    tag: '订单',
    scope: 'orders',
    write: false,
    answerDescription: 'the order with its approval and sub-orders',
    handle: async (context) =>
      orderView(await context.mall.get<MallGroupOrder>(`/api/order/group_order_detail/${context.params.order_id}`)),
  },
  {
    method: 'POST',
    path: '/open/v1/orders/{order_id}/cancel',
    operationId: 'cancelOrder',
    summary: '取消未付款订单（含待审批订单）',
    tag: '订单',
    scope: 'orders',
    write: true,
    body: EmptyInput,
    answerDescription: '{order_id, cancelled: true}',
    async handle(context) {
      await context.mall.post(`/api/order/cancel/${context.params.order_id}`);
      return { order_id: context.params.order_id, cancelled: true };
    },
  },
  {
    method: 'POST',
    path: '/open/v1/orders/{order_id}/pay',
    operationId: 'payOrder',
    summary: '支付订单（审批通过后，企业账期或企业余额）',
    tag: '订单',
    scope: 'orders',
    write: true,
    body: PayInput,
    answerDescription: '{order_id, paid: true, message}',
    async handle(context) {
      const body = context.body as z.infer<typeof PayInput>;
      const paid = await context.mall.postEnvelope<{ status: string }>(`/api/order/pay/${context.params.order_id}`, { type: body.payment });
      if (paid.data.status !== 'success') {
        throw new OpenError('refused', paid.message || '支付未成功');
      }
      return { order_id: context.params.order_id, paid: true, message: paid.message };
    },
  },
  {
    method: 'GET',
    path: '/open/v1/sub-orders/{sub_order_id}/logistics',
    operationId: 'getLogistics',
    summary: '子订单物流轨迹',
    tag: '订单',
    scope: 'orders',
    write: false,
    answerDescription: '{sub_order_id, company, waybill, tracks: [{time, status}]}',
    async handle(context) {
      const answer = await context.mall.post<{ express: { time: string; status: string }[]; order?: MallSubOrder }>(
        `/api/order/express/${context.params.sub_order_id}`,
      );
      return {
        sub_order_id: context.params.sub_order_id,
        company: answer.order?.delivery_name ?? '',
        waybill: answer.order?.delivery_id ?? '',
        tracks: answer.express,
      };
    },
  },
  {
    method: 'POST',
    path: '/open/v1/sub-orders/{sub_order_id}/receipt',
    operationId: 'receiveSubOrder',
    summary: '收货验收（少收的行填写实收数量与原因，其余按全收）',
    tag: '订单',
    scope: 'orders',
    write: true,
    body: ReceiptInput,
    answerDescription: '{sub_order_id, repeated, shortfall_num, refund_order_id, due_date}',
    async handle(context) {
      const body = context.body as z.infer<typeof ReceiptInput>;
      const accepted = await context.mall.post<MallAcceptance>(`/api/company/acceptance/accept/${context.params.sub_order_id}`, {
        lines: body.lines ?? [],
      });
      return {
        sub_order_id: context.params.sub_order_id,
        repeated: accepted.repeated === true,
        shortfall_num: accepted.shortfall_num ?? 0,
        refund_order_id: accepted.refund_order_id ?? null,
        due_date: accepted.due_date ?? null,
      };
    },
  },
];
