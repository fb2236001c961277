// 企业协议价 (docs/company-api.md §9): the messages, limits and columns both sides read. The mall checks a merchant's
// agreement (console form or .xlsx row) with its own rule table (demo-mall/company/agreement-prices/agreement-params.ts);
// the price rule itself is shared/pricing/agreement-price.ts.

/** Price breaks per agreement (阶梯价). */
export const AGREEMENT_TIERS_MAX = 5;
export const AGREEMENT_QTY_MAX = 99999;
/** Rows of one .xlsx import (one row per SKU). */
export const AGREEMENT_IMPORT_ROWS_MAX = 500;
/** Rows of the list's .xlsx export. */
export const AGREEMENT_EXPORT_ROWS_MAX = 5000;

export const AGREEMENT_MESSAGES = {
  company: '请选择企业',
  companyMissing: '企业不存在',
  sku: '请输入商品规格编码',
  skuMissing: '未找到该商品规格，请核对规格编码',
  activity: '秒杀、预售商品不能设置企业协议价',
  tierNone: '请至少填写一档阶梯价',
  tierFirst: '第一档阶梯价须从1件起',
  tierFrom: '阶梯起始数量须为正整数且逐档递增',
  tierPrice: '阶梯价须为大于0的金额，最多两位小数',
  tierFalling: '数量越多单价须越低：后一档阶梯价须低于前一档',
  tierAboveList: '协议价不能高于商品售价',
  tierMax: `阶梯价最多${AGREEMENT_TIERS_MAX}档`,
  minQty: `起订量须为1–${AGREEMENT_QTY_MAX}的整数`,
  step: `倍数须为1–${AGREEMENT_QTY_MAX}的整数`,
  minQtyStep: '起订量须为倍数的整数倍',
  date: '日期格式须为YYYY-MM-DD',
  dateOrder: '失效日期不能早于生效日期',
  datePast: '失效日期不能早于今天',
  missing: '协议价不存在',
  saved: '协议价已保存',
  deleted: '协议价已删除',
  importFile: '请上传 .xlsx 文件',
  importEmpty: '文件中没有协议价数据',
  importTooMany: `一次最多导入${AGREEMENT_IMPORT_ROWS_MAX}行`,
  importRefused: '导入失败，请修正以下行后重新上传，本次未导入任何协议价',
  /** order/create: the price of a line moved since order/check (JD's rule: the buyer confirms the new price) */
  priceChanged: (name: string, before: string, after: string) =>
    `商品「${name}」价格已由¥${before}变为¥${after}，请确认新价格后重新提交订单`,
} as const;

/** The start of every order/create refusal for a changed price, so the confirm page knows to re-check. */
export const PRICE_CHANGED_PREFIX = '商品「';
export const PRICE_CHANGED_MARK = '价格已由';

/** Columns of the import template and the export, in order. */
export const AGREEMENT_COLUMNS = [
  '规格编码',
  '起订量',
  '倍数',
  '生效日期',
  '失效日期',
  '阶梯1起订',
  '阶梯1单价',
  '阶梯2起订',
  '阶梯2单价',
  '阶梯3起订',
  '阶梯3单价',
  '阶梯4起订',
  '阶梯4单价',
  '阶梯5起订',
  '阶梯5单价',
] as const;

/** A row of GET /api/company/agreement_price/lst. */
export interface AgreementPriceRow {
  agreement_id: number;
  product_id: number;
  unique: string;
  store_name: string;
  sku: string;
  bar_code: string;
  image: string;
  mer_name: string;
  /** the list price (售价), decimal */
  price: string;
  tiers: { from: number; price: string }[];
  min_qty: number;
  step: number;
  start_date: string;
  end_date: string;
  /** 1 in force today, 0 not yet, -1 ended */
  state: 1 | 0 | -1;
  /** when the merchant last saved it ("Y-m-d H:i:s"): the open API's changed_since reads it */
  update_time: string;
}
