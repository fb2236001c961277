// The requester's toast after a decision (docs/company-api.md §5.5): under 企业, each page visit asks for the
// member's unseen decisions, shows each once as a toast and marks them seen. Nothing under 个人 or logged out.
import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { appActions, useAppState } from '#web/state/app-state.ts';
import { noticeText } from './approval-view.ts';
import { approvalsApi } from './approvals-api.ts';

export function ApprovalNotices() {
  const { loggedIn, entity, companyAccount } = useAppState();
  const { urlPathname } = usePageContext();
  const company = loggedIn && entity === 'COMPANY' && companyAccount !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again on every page visit (the path changes)
  useEffect(() => {
    if (!company) return;
    let live = true;
    void (async () => {
      try {
        const notices = await approvalsApi.notices();
        if (!live || notices.length === 0) return;
        await approvalsApi.markSeen(notices.map((notice) => notice.id));
        for (const notice of notices) appActions.toast(noticeText(notice), notice.status === 1 ? 'success' : 'info');
      } catch {
        // a failed read leaves the decisions unseen: the next visit asks again
      }
    })();
    return () => {
      live = false;
    };
  }, [company, urlPathname]);
  return null;
}
