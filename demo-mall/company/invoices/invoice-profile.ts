// The company's one invoice profile (docs/company-api.md §12.1): the title and tax details every 集中开票 request
// starts from. Until someone saves one it is read from the company's profile (name, 统一社会信用代码, address,
// contact phone; no bank); saving it — from any request, for any store — replaces it for all stores.
import type { DemoMallDatabase } from '../../db/database.ts';

export interface InvoiceProfile {
  title: string;
  taxNo: string;
  address: string;
  phone: string;
  bankName: string;
  bankAccount: string;
}

export function createInvoiceProfiles(db: DemoMallDatabase) {
  const q = {
    saved: db.prepare(`SELECT title AS title, tax_no AS taxNo, address, phone, bank_name AS bankName, bank_account AS bankAccount
      FROM company_invoice_profiles WHERE company_id = ?`),
    company: db.prepare('SELECT name, credit_code, address, contact_phone FROM companies WHERE company_id = ?'),
    save: db.prepare(`INSERT INTO company_invoice_profiles (company_id, title, tax_no, address, phone, bank_name, bank_account,
        member_uid, update_time)
      VALUES (@companyId, @title, @taxNo, @address, @phone, @bankName, @bankAccount, @memberUid, @time)
      ON CONFLICT (company_id) DO UPDATE SET title = excluded.title, tax_no = excluded.tax_no, address = excluded.address,
        phone = excluded.phone, bank_name = excluded.bank_name, bank_account = excluded.bank_account,
        member_uid = excluded.member_uid, update_time = excluded.update_time`),
  };
  return {
    /** the saved profile, else the one the company's own profile suggests; `saved` tells which */
    read(companyId: number): InvoiceProfile & { saved: boolean } {
      const saved = q.saved.get(companyId) as InvoiceProfile | undefined;
      if (saved) return { ...saved, saved: true };
      const company = q.company.get(companyId) as
        | { name: string; credit_code: string | null; address: string | null; contact_phone: string | null }
        | undefined;
      return {
        title: company?.name ?? '',
        taxNo: company?.credit_code ?? '',
        address: company?.address ?? '',
        phone: company?.contact_phone ?? '',
        bankName: '',
        bankAccount: '',
        saved: false,
      };
    },
    save(companyId: number, profile: InvoiceProfile, memberUid: number, time: string): void {
      q.save.run({ ...profile, companyId, memberUid, time });
    },
  };
}

export function profileView(profile: InvoiceProfile & { saved: boolean }) {
  return {
    title: profile.title,
    tax_no: profile.taxNo,
    address: profile.address,
    phone: profile.phone,
    bank_name: profile.bankName,
    bank_account: profile.bankAccount,
    saved: profile.saved,
  };
}
