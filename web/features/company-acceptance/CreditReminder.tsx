// The user centre's 账期 reminder (docs/company-api.md §11.3): under 企业, a line when a credit payment falls due
// within 3 days, or a red one when something is overdue (new credit payments are refused until it is repaid).
import { useEffect, useState } from 'react';
import { DUE_SOON_DAYS } from '#shared/company/acceptance-rules.ts';
import { useAppState } from '#web/state/app-state.ts';
import { type CreditReminder as Reminder, acceptanceApi } from './acceptance-api.ts';
import './acceptance.css';

export function CreditReminder() {
  const { loggedIn, entity, companyAccount } = useAppState();
  const company = loggedIn && entity === 'COMPANY' && companyAccount !== null;
  const [reminder, setReminder] = useState<Reminder | null>(null);
  useEffect(() => {
    if (!company) return;
    void acceptanceApi
      .reminder()
      .then(setReminder)
      .catch(() => undefined);
  }, [company]);
  if (!reminder) return null;
  if (reminder.overdue_count > 0) {
    return (
      <p className="credit-reminder is-overdue" role="alert">
        您有 {reminder.overdue_count} 笔账期款项已逾期，共 ¥{reminder.overdue_amount}，结清前无法使用账期支付。
        <a href="/user/financial_management">去还款</a>
      </p>
    );
  }
  if (reminder.due_soon_count > 0) {
    return (
      <p className="credit-reminder" role="note">
        您有 {reminder.due_soon_count} 笔账期款项将在 {DUE_SOON_DAYS} 天内到期（最早 {reminder.nearest_due_date}），共 ¥
        {reminder.due_soon_amount}，请及时还款。<a href="/user/financial_management">查看</a>
      </p>
    );
  }
  return null;
}
