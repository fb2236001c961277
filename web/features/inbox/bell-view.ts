// The header bell's words and link (every page's header): apart from inbox-view.ts so the header does not load
// the message list's kinds and filters.

export const MESSAGES_PATH = '/user/messages';

/** The bell's accessible name and its badge (99+ past 99). */
export const bellBadge = (unread: number) => (unread > 99 ? '99+' : String(unread));
/** The bell's accessible name starts with what it shows (消息 and the badge), so speech input can name it. */
export const bellLabel = (unread: number) => (unread > 0 ? `消息${bellBadge(unread)}条未读` : '消息，没有未读消息');
