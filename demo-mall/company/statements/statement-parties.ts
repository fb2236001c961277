// The two parties a statement is between, for the letterhead and the seal block of its exports: the platform
// (甲方, demo-mall/platform/platform-company.ts) and the company (乙方) with the details of its profile.
import type { DemoMallDatabase } from '../../db/database.ts';
import { PLATFORM_COMPANY } from '../../platform/platform-company.ts';

export interface StatementParty {
  /** 甲方 or 乙方, and what the party is */
  role: string;
  name: string;
  /** 统一社会信用代码; empty when the company has not given one yet */
  creditCode: string;
  address: string;
  /** a phone, or a contact and their phone */
  contact: string;
}

export interface StatementParties {
  platform: StatementParty;
  company: StatementParty;
}

export const PLATFORM_PARTY: StatementParty = {
  role: '甲方（平台）',
  name: PLATFORM_COMPANY.name,
  creditCode: PLATFORM_COMPANY.creditCode,
  address: PLATFORM_COMPANY.address,
  contact: PLATFORM_COMPANY.phone,
};

interface CompanyRow {
  name: string;
  credit_code: string | null;
  address: string | null;
  contact_name: string | null;
  contact_phone: string | null;
}

export function createStatementParties(db: DemoMallDatabase) {
  const company = db.prepare('SELECT name, credit_code, address, contact_name, contact_phone FROM companies WHERE company_id = ?');
  return (companyId: number): StatementParties => {
    const row = company.get(companyId) as CompanyRow | undefined;
    const contact = [row?.contact_name, row?.contact_phone].filter(Boolean).join(' ');
    return {
      platform: PLATFORM_PARTY,
      company: {
        role: '乙方（企业）',
        name: row?.name ?? '',
        creditCode: row?.credit_code ?? '',
        address: row?.address ?? '',
        contact,
      },
    };
  };
}
