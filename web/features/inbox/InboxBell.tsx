// The header's bell (docs/company-api.md §14.1): the member's unread count from the layout view (read once per
// page view on the server), a link to 消息中心. Not shown to guests or to visitors in no company.
import { bellBadge, bellLabel, MESSAGES_PATH } from './bell-view.ts';

export function InboxBell({ unread }: { unread: number }) {
  const label = bellLabel(unread);
  return (
    <a href={MESSAGES_PATH} className="inbox-bell" aria-label={label} title={label}>
      <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
      <span>消息</span>
      {unread > 0 ? (
        <span className="inbox-bell-count" aria-hidden="true">
          {bellBadge(unread)}
        </span>
      ) : null}
    </a>
  );
}
