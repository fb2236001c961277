// The company's profile (企业信息) and its verification by the platform (docs/company-api.md §2.1): every
// submission puts the status back to 0 待认证 until the platform approves (1 已认证) or rejects it with a
// reason (2 认证失败).
import { COMPANY_VERIFY_STATUS_NAMES } from '#shared/company/company-member-rules.ts';
import type { CompanyProfileParams } from './member-params.ts';
import type { DemoMallDatabase } from '../../db/database.ts';

export const VERIFY_STATUS = { pending: 0, verified: 1, failed: 2 } as const;

export interface CompanyProfileRow extends CompanyProfileParams {
  company_id: number;
  verify_status: number;
  verify_reason: string;
  submit_time: string | null;
  verify_time: string | null;
}

/** GET /api/company/info's answer. */
export function profileView(row: CompanyProfileRow) {
  return {
    company_id: row.company_id,
    name: row.name,
    credit_code: row.credit_code,
    legal_person: row.legal_person,
    address: row.address,
    contact_name: row.contact_name,
    contact_phone: row.contact_phone,
    license_image: row.license_image,
    status: row.verify_status,
    status_name: COMPANY_VERIFY_STATUS_NAMES[row.verify_status] ?? '',
    fail_reason: row.verify_status === VERIFY_STATUS.failed ? row.verify_reason : '',
    submit_time: row.submit_time ?? '',
    verify_time: row.verify_time ?? '',
  };
}

const COLUMNS = `company_id, name, credit_code, legal_person, address, contact_name, contact_phone, license_image,
  verify_status, verify_reason, submit_time, verify_time`;

export function createCompanyProfileStore(db: DemoMallDatabase) {
  const q = {
    one: db.prepare(`SELECT ${COLUMNS} FROM companies WHERE company_id = ?`),
    all: db.prepare(`SELECT ${COLUMNS} FROM companies ORDER BY (submit_time IS NULL), submit_time DESC, company_id`),
    submit: db.prepare(`UPDATE companies SET name = @name, credit_code = @credit_code, legal_person = @legal_person,
      address = @address, contact_name = @contact_name, contact_phone = @contact_phone, license_image = @license_image,
      verify_status = 0, verify_reason = '', submit_time = @time, verify_time = NULL WHERE company_id = @companyId`),
    review: db.prepare(`UPDATE companies SET verify_status = @status, verify_reason = @reason, verify_time = @time
      WHERE company_id = @companyId AND verify_status = 0 AND submit_time IS NOT NULL`),
  };

  return {
    read: (companyId: number) => q.one.get(companyId) as CompanyProfileRow | undefined,
    /** every company, the newest submissions first (the platform console) */
    all: () => q.all.all() as CompanyProfileRow[],
    submit(companyId: number, input: CompanyProfileParams, time: string): boolean {
      return q.submit.run({ ...input, time, companyId }).changes === 1;
    },
    /** false unless the company has a submission waiting for review */
    review(companyId: number, verdict: { approve: true } | { approve: false; reason: string }, time: string): boolean {
      const status = verdict.approve ? VERIFY_STATUS.verified : VERIFY_STATUS.failed;
      const reason = verdict.approve ? '' : verdict.reason;
      return q.review.run({ status, reason, time, companyId }).changes === 1;
    },
  };
}

export type CompanyProfileStore = ReturnType<typeof createCompanyProfileStore>;
