// The 20-digit 发票号码 of a 数电发票: the year's last two digits, the tax bureau's two-digit province code, one digit
// for the channel it was issued through, and a 15-digit sequence. The demo issues as Shanghai (31) through the
// platform (channel 2); the sequence is the invoice's own id, so a number is never given twice.
const PROVINCE_CODE = '31';
const CHANNEL = '2';

export function digitalInvoiceNumber(issueDate: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence <= 0 || sequence >= 10 ** 15) throw new RangeError(`bad invoice sequence ${sequence}`);
  const year = issueDate.slice(2, 4);
  if (!/^\d{2}$/.test(year)) throw new RangeError(`bad issue date ${issueDate}`);
  return `${year}${PROVINCE_CODE}${CHANNEL}${String(sequence).padStart(15, '0')}`;
}
