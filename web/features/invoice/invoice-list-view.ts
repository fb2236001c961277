// Pure logic of 我的发票 (docs/screens.md a.11): the tabs (全部发票 / 未开票 / 已开票 / 未寄出, the mall's status
// '' / 0 / 1 / 2), 10 per page, and an invoice request of an order as the table row and the detail dialog show it.
import { tabNamed, tabPageHref } from '#web/features/ui/list-tabs.ts';

export const INVOICES_PER_PAGE = 10;
export const INVOICE_LIST_PATH = '/user/invoice_list';

export const INVOICE_TABS = [
  { key: 'all', label: '全部发票', status: '' },
  { key: 'open', label: '未开票', status: '0' },
  { key: 'issued', label: '已开票', status: '1' },
  { key: 'unsent', label: '未寄出', status: '2' },
] as const;

export type InvoiceTab = (typeof INVOICE_TABS)[number]['key'];

export const invoiceTabOf = (value: unknown): InvoiceTab => tabNamed(INVOICE_TABS, value);
export const invoiceListHref = (tab: InvoiceTab, page = 1) => tabPageHref(INVOICE_LIST_PATH, 'tab', INVOICE_TABS, tab, page);

/** A row of GET /api/user/receipt/order (docs/mall-api.md §3.9). */
export interface RawOrderInvoice {
  order_receipt_id: number;
  order_id: number;
  status: number;
  receipt_sn?: string;
  status_time?: string;
  create_time: string;
  receipt_info: {
    receipt_type?: number;
    receipt_title_type?: number;
    receipt_title?: string;
    duty_paragraph?: string;
    email?: string;
    bank_name?: string;
    bank_code?: string;
    address?: string;
    tel?: string;
    /** the order's 采购单号 and 成本中心, recorded with the request (docs/company-api.md §8.2) */
    po_number?: string;
    cost_center_name?: string;
  };
  storeOrder?: {
    order_sn: string;
    pay_price: string;
    orderProduct?: { product_num: number; cart_info?: { product?: { store_name?: string; image?: string } } }[];
  } | null;
}

export interface InvoiceRow {
  id: number;
  orderSn: string;
  /** 采购单号 of a company order, '' for none */
  poNumber: string;
  goods: { key: string; name: string; image: string; num: number }[];
  kind: string;
  status: string;
  detail: [string, string][];
}

export function toInvoiceRow(raw: RawOrderInvoice): InvoiceRow {
  const info = raw.receipt_info ?? {};
  const special = info.receipt_type === 2;
  const company = info.receipt_title_type === 2;
  const issued = raw.status === 1;
  const detail: [string, string][] = [
    ['开票状态', issued ? '已开票' : '未开票'],
    ['开票时间', issued ? (raw.status_time ?? '') : '—'],
    ['申请时间', raw.create_time],
    ['发票类型', special ? '增值税专用发票' : '普通发票'],
    ['抬头类型', company ? '企业' : '个人'],
  ];
  if (company) detail.push(['单位税号', info.duty_paragraph ?? '']);
  detail.push(['发票抬头', info.receipt_title ?? '']);
  if (special) {
    detail.push(
      ['开户银行', info.bank_name ?? ''],
      ['银行账号', info.bank_code ?? ''],
      ['企业地址', info.address ?? ''],
      ['企业电话', info.tel ?? ''],
    );
  } else {
    detail.push(['收票邮箱', info.email ?? '']);
  }
  if (issued && raw.receipt_sn) detail.push(['发票号码', raw.receipt_sn]);
  if (info.po_number) detail.push(['采购单号', info.po_number]);
  if (info.cost_center_name) detail.push(['成本中心/项目', info.cost_center_name]);
  return {
    id: raw.order_receipt_id,
    orderSn: raw.storeOrder?.order_sn ?? '',
    poNumber: info.po_number ?? '',
    goods: (raw.storeOrder?.orderProduct ?? []).map((p, index) => ({
      key: `${raw.order_receipt_id}-${index}`,
      name: p.cart_info?.product?.store_name ?? '',
      image: p.cart_info?.product?.image ?? '',
      num: p.product_num,
    })),
    kind: special ? '专用' : '普通',
    status: issued ? (special ? '已开票（未寄出）' : '已开票') : '未开票',
    detail,
  };
}
