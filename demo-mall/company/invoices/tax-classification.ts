// 税收分类编码 (19 digits) of an invoice line: the bureau's code for what is sold, which every 数电发票 line carries
// (IssuItemInformation/TaxClassificationCode). A real back office keeps one per product; the demo keeps one per top
// store category, from the goods branch (1…) of the 商品和服务税收分类编码表, and the postage as 国内道路货物运输服务.
// docs/adr/0067-digital-invoice-document.md says why and what a merchant must check.
const BY_TOP_CATEGORY: Readonly<Record<string, string>> = {
  办公用品: '1060512990000000000',
  办公设备: '1090511990000000000',
  五金工具: '1080422990000000000',
  劳保用品: '1040201990000000000',
  电工电气: '1090416990000000000',
  清洁用品: '1070223990000000000',
  包装材料: '1060301990000000000',
  机械配件: '1090101990000000000',
  实验室用品: '1090603990000000000',
  安防监控: '1090514990000000000',
};

/** 国内道路货物运输服务: the postage line (*运输服务*运费, 9 %). */
export const POSTAGE_TAX_CODE = '3010102020100000000';

/** The code of goods under a top store category (office supplies' when the category is unknown). */
export function goodsTaxCode(topCategoryName: string | undefined): string {
  return BY_TOP_CATEGORY[topCategoryName ?? ''] ?? (BY_TOP_CATEGORY.办公用品 as string);
}
