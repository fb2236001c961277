// Pure: a paid order (GET /api/order/detail/:id, docs/mall-api.md §3.7) as the logistics pages show it — the
// goods, the receiver, how the order travels (courier, same-city rider, pickup) and whether it has left the
// store yet. Money stays in fen until it is shown.
import type { AccountEntity } from '#shared/constants.ts';
import { toFen, type Fen } from '#shared/money.ts';
import { cartInfoOf, type LineGoods, lineGoodsOf } from '#web/features/order/cart-info.ts';
import { orderStatusOf } from '#web/features/order/order-status.ts';
import { payTypeText } from '#web/features/order/pay-type-text.ts';
import type { RawMerchantOrder, RawOrderProduct } from '#web/features/order/group-order-view.ts';

export interface RawPaidOrder extends RawMerchantOrder {
  status: number;
  /** 0 shipped to an address, 1 picked up in the store */
  order_type?: number;
  /** '1' courier (快递), '2' the store's own delivery (送货), '3' virtual, '4' e-waybill courier, '5' same-city rider */
  delivery_type?: string | number | null;
  /** courier company, or the rider's / deliverer's name */
  delivery_name?: string | null;
  /** waybill number, or the rider's / deliverer's phone */
  delivery_id?: string | null;
  real_name?: string;
  user_phone?: string;
  user_address?: string;
  pay_type?: string;
  pay_time?: string | null;
  create_time?: string;
}

/** How the goods travel once the store has sent them. */
export type ShipmentKind = 'express' | 'rider' | 'deliverer' | 'virtual' | 'pickup' | 'unknown';

export interface ShipmentLine extends LineGoods {
  orderProductId: number;
  productId: number;
  priceFen: Fen;
  num: number;
  replied: boolean;
}

export interface ShipmentView {
  orderId: number;
  sn: string;
  status: number;
  statusText: string;
  kind: ShipmentKind;
  /** the store has sent the goods (a courier or rider is on the way, or they arrived) */
  shipped: boolean;
  /** courier company / rider's or deliverer's name */
  carrier: string;
  /** waybill number / rider's or deliverer's phone */
  carrierRef: string;
  receiver: { name: string; phone: string; address: string };
  mark: string;
  storeName: string;
  payFen: Fen;
  payType: string;
  payTime: string;
  createTime: string;
  lines: ShipmentLine[];
}

/** Statuses in which nothing has left the store. */
const WAITING_STATUSES = [0, 9, 10];

const KIND_BY_DELIVERY_TYPE: Readonly<Record<string, ShipmentKind>> = {
  '1': 'express',
  '2': 'deliverer',
  '3': 'virtual',
  '4': 'express',
  '5': 'rider',
};

export function shipmentLine(row: RawOrderProduct & { is_reply?: number }): ShipmentLine {
  const info = cartInfoOf(row.cart_info);
  return {
    orderProductId: Number(row.order_product_id) || 0,
    productId: Number(row.product_id) || 0,
    ...lineGoodsOf(info),
    priceFen: toFen(row.product_price),
    num: Number(row.product_num) || 0,
    replied: Number(row.is_reply) === 1,
  };
}

export function shipmentKind(order: Pick<RawPaidOrder, 'order_type' | 'delivery_type'>): ShipmentKind {
  if (Number(order.order_type) === 1) return 'pickup';
  return KIND_BY_DELIVERY_TYPE[String(order.delivery_type ?? '')] ?? 'unknown';
}

/** `entity`: who is looking (the order is theirs), for how its 支付方式 reads. */
export function toShipmentView(raw: RawPaidOrder, entity: AccountEntity = 'PERSONAL'): ShipmentView {
  const status = Number(raw.status);
  const kind = shipmentKind(raw);
  return {
    orderId: raw.order_id,
    sn: raw.order_sn ?? '',
    status,
    // a paid order: its label from the order table (待核销 for one picked up in the store)
    statusText: orderStatusOf({ paid: true, status, pickup: kind === 'pickup', presell: null }).text,
    kind,
    shipped: kind !== 'pickup' && kind !== 'unknown' && !WAITING_STATUSES.includes(status),
    carrier: raw.delivery_name ?? '',
    carrierRef: raw.delivery_id ?? '',
    receiver: { name: raw.real_name ?? '', phone: raw.user_phone ?? '', address: raw.user_address ?? '' },
    mark: raw.mark ?? '',
    storeName: raw.merchant?.mer_name ?? '',
    payFen: toFen(raw.pay_price),
    payType: payTypeText(raw.pay_type, entity),
    payTime: raw.pay_time ?? '',
    createTime: raw.create_time ?? '',
    lines: (raw.orderProduct ?? []).map(shipmentLine),
  };
}
