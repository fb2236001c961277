// An order is invoiced once, by one path (ADR 0071): the order-level 申请开票 (order_receipts) or a company's
// 集中开票 (docs/company-api.md §12). Trade asks the company module which 集中开票 invoice bills an order, shows it
// as the order's receipt and refuses a second request; absent (no company module), no order is billed that way.

/** The 集中开票 invoice that bills an order, in the shape of the order's `receipt`. */
export interface StatementReceipt {
  /** 1 普票, 2 专票, as order receipts count them */
  receipt_type: 1 | 2;
  receipt_title_type: 2;
  receipt_title: string;
  duty_paragraph: string;
  /** 0 requested, 1 issued */
  status: 0 | 1;
  receipt_sn: string;
  /** where it came from: the statement month it was requested for (YYYY-MM) */
  statement_period: string;
}

export type StatementReceiptOf = (orderId: number) => StatementReceipt | null;

export const NO_STATEMENT_RECEIPTS: StatementReceiptOf = () => null;

export const statementReceiptRefusal = (receipt: StatementReceipt) =>
  `该订单已列入对账单 ${receipt.statement_period} 的集中开票，不能再单独申请开票`;
