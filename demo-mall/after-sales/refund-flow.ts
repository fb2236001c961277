// A request's way after it was made (docs/mall-api.md §3.8, docs/product.md §13 "Refund statuses"):
//   仅退款   0 待审核 → (merchant agrees = refunds) 3 已退款
//   退货退款 0 待审核 → (agrees, gives the return address) 1 待退货 → (buyer ships) 2 待收货 → (merchant confirms
//            the goods arrived, then refunds) 3 已退款
//   0 → -1 审核未通过 (refused with a reason); 0 or 1 → -10 已取消 by the buyer.
// Each change is one transaction naming the state it expects. Repeating a change that already happened (a
// double click, requests racing) answers as the first did and changes nothing more.
import { formatDateTime } from '../core/envelope.ts';
import type { RefundPayout } from './refund-payout.ts';
import {
  FINISHED_STATUSES,
  type Outcome,
  REFUND_MESSAGES,
  REFUND_STATUS,
  RefundRefusal,
  RETURN_EXPRESS,
  refusable,
} from './refund-rules.ts';
import type { RefundOrderRow, RefundStore, ReturnAddress } from './refund-store.ts';
import { type BackGoodsParams, REFUND_TYPE } from './refund-params.ts';

export interface RefundFlowDeps {
  store: RefundStore;
  payout: RefundPayout;
  now: () => number;
}

const M = REFUND_MESSAGES;
const S = REFUND_STATUS;
const refuse = (message: string): never => {
  throw new RefundRefusal(message);
};

export function createRefundFlow(deps: RefundFlowDeps) {
  const { store, payout, now } = deps;
  const time = () => formatDateTime(new Date(now()));

  /** any buyer's request (the merchant console) */
  const anyRefund = (id: number): RefundOrderRow => store.refund(id) ?? refuse(M.refundMissing);

  /** the buyer's own request still in their list; someone else's reads as missing */
  function ownRefund(principal: string, id: number): RefundOrderRow | undefined {
    const row = store.refund(id);
    return row && row.principal === principal && row.is_del === 0 ? row : undefined;
  }

  /** Money back now: a money-only request still pending, or a return whose goods arrived. */
  function refundNow(id: number): Outcome<RefundOrderRow> {
    return refusable(() =>
      store.atomically(() => {
        const row = anyRefund(id);
        if (row.status === S.refunded) return row;
        if (row.status === S.returning && !row.received_time) refuse(M.notReceived);
        const due = (row.status === S.pending && row.refund_type === REFUND_TYPE.moneyOnly) || row.status === S.returning;
        if (!due) refuse(M.refundStatus);
        payout.settle(row);
        return anyRefund(id);
      }),
    );
  }

  return {
    ownRefund,
    refundNow,

    /** 同意: a money-only request is refunded at once; a return gets the address the goods go to */
    agree(id: number, address: ReturnAddress): Outcome<RefundOrderRow> {
      const row = store.refund(id);
      if (!row) return { ok: false, message: M.refundMissing };
      if (row.refund_type === REFUND_TYPE.moneyOnly) return refundNow(id);
      return refusable(() =>
        store.atomically(() => {
          const current = anyRefund(id);
          if (current.status === S.awaitingReturn) return current;
          if (current.status !== S.pending) refuse(M.refundStatus);
          if (address.mer_delivery_user === '') refuse(M.deliveryUser);
          if (address.mer_delivery_address === '') refuse(M.deliveryAddress);
          if (address.phone === '') refuse(M.deliveryPhone);
          store.agreeReturn(id, address, time());
          return anyRefund(id);
        }),
      );
    },

    /** 拒绝, with the reason the buyer will read */
    refuse(id: number, reason: string): Outcome<RefundOrderRow> {
      return refusable(() =>
        store.atomically(() => {
          const row = anyRefund(id);
          if (row.status === S.refused) return row;
          if (row.status !== S.pending) refuse(M.refundStatus);
          if (reason === '') refuse(M.refuseReason);
          store.refuse(id, reason, time());
          return anyRefund(id);
        }),
      );
    },

    /** 确认收货: the returned goods arrived; the refund is the next step */
    receive(id: number): Outcome<RefundOrderRow> {
      return refusable(() =>
        store.atomically(() => {
          const row = anyRefund(id);
          if (row.status !== S.returning) refuse(M.refundStatus);
          if (!row.received_time) store.receive(id, time());
          return anyRefund(id);
        }),
      );
    },

    /** 退回商品: the buyer's shipment; the same shipment again answers as the first did */
    backGoods(principal: string, id: number, shipment: BackGoodsParams): Outcome<null> {
      return refusable(() =>
        store.atomically(() => {
          if (!RETURN_EXPRESS.some((company) => company.label === shipment.delivery_type)) refuse(M.expressUnknown);
          const row = ownRefund(principal, id) ?? refuse(M.refundMissing);
          const same = row.delivery_type === shipment.delivery_type && row.delivery_id === shipment.delivery_id;
          if (row.status === S.returning && same) return null;
          if (row.status !== S.awaitingReturn) refuse(M.refundStatus);
          store.ship(id, principal, { ...shipment, delivery_pics: JSON.stringify(shipment.delivery_pics) }, time());
          return null;
        }),
      );
    },

    /** 取消申请 while pending or before the goods left */
    cancel(principal: string, id: number): Outcome<null> {
      return refusable(() =>
        store.atomically(() => {
          const row = ownRefund(principal, id) ?? refuse(M.refundMissing);
          if (row.status === S.cancelled) return null;
          if (!store.cancel(id, principal, time())) refuse(M.cannotCancel);
          return null;
        }),
      );
    },

    /** 删除记录: a finished request leaves the buyer's list */
    remove(principal: string, id: number): Outcome<null> {
      return refusable(() => {
        const row = ownRefund(principal, id) ?? refuse(M.refundMissing);
        if (!FINISHED_STATUSES.includes(row.status)) refuse(M.cannotDelete);
        store.remove(id, principal);
        return null;
      });
    },
  };
}

export type RefundFlow = ReturnType<typeof createRefundFlow>;
