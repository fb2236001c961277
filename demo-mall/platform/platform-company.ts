// The company that runs the mall, as it appears on documents addressed to buyers: the receiving account on the
// remittance form and the 甲方 block of a statement. The demo's own details; a real back office configures its own.
export const PLATFORM_COMPANY = {
  name: '东联工业品商城（上海）有限公司',
  /** 统一社会信用代码, which is also the 纳税人识别号 on invoices; its check character is valid */
  creditCode: '91310115MA1K4D7X3Y',
  address: '上海市浦东新区张江路 1000 号',
  phone: '021-50801234',
  bankName: '招商银行上海张江支行',
  accountNo: '121908888810001',
} as const;
