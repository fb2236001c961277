// The seller block of a merchant's 数电发票. The demo's merchants carry a name, an address and a service phone but no
// tax registration, so their 纳税人识别号 is made up once from the merchant id (18 characters, the shape of a
// Shanghai 统一社会信用代码); a real back office keeps each merchant's own.
import type { Catalogue } from '../../catalogue/catalogue.ts';
import type { InvoiceParty } from './digital-invoice.ts';

export function merchantTaxNo(merId: number): string {
  return `91310000MA${String(merId).padStart(7, '0')}X`;
}

export function merchantSeller(catalogue: Catalogue, merId: number): InvoiceParty & { drawer: string } {
  const merchant = catalogue.merchants.merchantById.get(merId);
  return {
    name: merchant?.mer_name ?? `店铺 ${merId}`,
    taxNo: merchantTaxNo(merId),
    addressPhone: [merchant?.mer_address, merchant?.service_phone].filter(Boolean).join(' '),
    bankAccount: '',
    drawer: merchant?.real_name || '开票员',
  };
}
