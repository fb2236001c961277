// The 20-digit 发票号码 of a 数电发票: the year's last two digits, the two-digit province code of the seller's tax
// bureau, one digit for the channel it was issued through, and a 15-digit sequence. The province is read from the
// seller's 统一社会信用代码 (its characters 3–4 begin the 行政区划码; Shanghai, 31, when they are not digits); the
// demo issues through the platform (channel 2); the sequence is the invoice's own id, so a number is never given twice.
const DEFAULT_PROVINCE = '31';
const CHANNEL = '2';

export function digitalInvoiceNumber(issueDate: string, sequence: number, sellerTaxNo = ''): string {
  if (!Number.isSafeInteger(sequence) || sequence <= 0 || sequence >= 10 ** 15) throw new RangeError(`bad invoice sequence ${sequence}`);
  const year = issueDate.slice(2, 4);
  if (!/^\d{2}$/.test(year)) throw new RangeError(`bad issue date ${issueDate}`);
  const region = sellerTaxNo.slice(2, 4);
  const province = /^[1-8]\d$/.test(region) ? region : DEFAULT_PROVINCE;
  return `${year}${province}${CHANNEL}${String(sequence).padStart(15, '0')}`;
}
