// How many member-invitation texts may go out (docs/company-api.md §2.2): a company sends at most 10 in any
// hour and a phone receives at most 3 in any 24 hours, whoever invites it, so an invitation cannot be turned
// into an SMS bomb (invite, remove, invite again). Windows roll with the mall's clock (ms).
import {
  COMPANY_MEMBER_MESSAGES as M,
  INVITE_SMS_PER_COMPANY_PER_HOUR,
  INVITE_SMS_PER_PHONE_PER_DAY,
} from '#shared/company/company-member-rules.ts';
import type { DemoMallDatabase } from '../../db/database.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export function createInviteSmsLimits(db: DemoMallDatabase) {
  const q = {
    byCompany: db.prepare('SELECT COUNT(*) AS n FROM company_invite_sms WHERE company_id = ? AND sent_at > ?'),
    byPhone: db.prepare('SELECT COUNT(*) AS n FROM company_invite_sms WHERE phone = ? AND sent_at > ?'),
    insert: db.prepare('INSERT INTO company_invite_sms (company_id, phone, sent_at) VALUES (?, ?, ?)'),
  };
  const count = (statement: typeof q.byCompany, key: number | string, since: number) => (statement.get(key, since) as { n: number }).n;

  return {
    /** The refusal when one more text would go over a limit, else null. */
    refusal(companyId: number, phone: string, nowMs: number): string | null {
      if (count(q.byCompany, companyId, nowMs - HOUR_MS) >= INVITE_SMS_PER_COMPANY_PER_HOUR) return M.inviteCompanyLimit;
      if (count(q.byPhone, phone, nowMs - DAY_MS) >= INVITE_SMS_PER_PHONE_PER_DAY) return M.invitePhoneLimit;
      return null;
    },
    record(companyId: number, phone: string, nowMs: number): void {
      q.insert.run(companyId, phone, nowMs);
    },
  };
}
