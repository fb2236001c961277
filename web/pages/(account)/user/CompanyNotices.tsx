// The user centre's company notices above each section: the 账期 reminder and the 红字确认单 waiting. Each asks the
// mall first and shows nothing until it answers; the layout loads this file only under 企业.
import { CreditReminder } from '#web/features/company-acceptance/CreditReminder.tsx';
import { RedConfirmationNotice } from '#web/features/statement-invoices/RedConfirmationNotice.tsx';

export function CompanyNotices() {
  return (
    <>
      <CreditReminder />
      <RedConfirmationNotice />
    </>
  );
}
