// The user centre's notice of 红字确认单 waiting for the buyer (docs/company-api.md §12.3), beside the 账期 reminder:
// under 企业, for 管理员 and 财务 only, a line with the count and a link to 我的发票's 待我确认.
import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { roleAllows } from '#shared/company/company-roles.ts';
import { useAppState } from '#web/state/app-state.ts';
import { statementInvoiceApi } from './statement-invoice-api.ts';
import './statement-invoices.css';

export function RedConfirmationNotice() {
  const { loggedIn, entity, companyAccount } = useAppState();
  const pageContext = usePageContext();
  const { layout } = pageContext;
  const allowed =
    loggedIn &&
    entity === 'COMPANY' &&
    companyAccount !== null &&
    roleAllows(layout?.session.companyRole ?? null, 'statementInvoices.manage');
  const [count, setCount] = useState(0);
  // asked again on every page and every reload(): a confirmation on 我的发票 clears it at once
  useEffect(() => {
    if (!allowed || !pageContext) return setCount(0);
    void statementInvoiceApi
      .reminder()
      .then((answer) => setCount(Number(answer.pending_count) || 0))
      .catch(() => undefined);
  }, [allowed, pageContext]);
  if (count === 0) return null;
  return (
    <p className="sinv-notice" role="note">
      您有 {count} 张红字确认单待确认，72 小时内未确认将自动作废。<a href="/user/invoice_list#red-heading">去确认</a>
    </p>
  );
}
