// Pure: the order product a review is for (GET /api/reply/product/:id: the order product with its order as
// `orderInfo`, docs/mall-api.md §5.5) as the 评价 page shows it.
import { type RawPaidOrder, type ShipmentLine, shipmentLine } from '#web/features/logistics/shipment-view.ts';
import type { RawOrderProduct } from '#web/features/order/group-order-view.ts';

export interface RawReviewProduct extends RawOrderProduct {
  order_id?: number;
  is_reply?: number;
  orderInfo?: Partial<RawPaidOrder> | null;
}

export interface ReviewItem {
  line: ShipmentLine;
  /** 0 when neither the mall nor the address named the order */
  orderId: number;
  orderSn: string;
  storeName: string;
}

export function toReviewItem(raw: RawReviewProduct, orderIdFromQuery: number | null): ReviewItem {
  return {
    line: shipmentLine(raw),
    orderId: Number(raw.orderInfo?.order_id ?? raw.order_id) || orderIdFromQuery || 0,
    orderSn: raw.orderInfo?.order_sn ?? '',
    storeName: raw.orderInfo?.merchant?.mer_name ?? '',
  };
}
