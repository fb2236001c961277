// Pure: 消息中心's rows and filters (docs/company-api.md §14.1) as /user/messages shows them; the filter tabs come
// from the one kind table (shared/company/member-event-kinds.ts).
import { MEMBER_EVENT_FILTERS, type MemberEventFilter, isMemberEventFilter } from '#shared/company/member-event-kinds.ts';
import { pageHref } from '#web/features/browse/page-href.ts';
import { MESSAGES_PATH } from './bell-view.ts';

export interface RawMessage {
  id?: unknown;
  kind?: unknown;
  kind_name?: unknown;
  text?: unknown;
  link?: unknown;
  add_time?: unknown;
  is_read?: unknown;
}

export interface MessageView {
  id: number;
  kind: string;
  kindName: string;
  text: string;
  /** a storefront path, or '' when there is nothing to act on */
  link: string;
  time: string;
  read: boolean;
}

export interface MessagesPage {
  total: number;
  unread: number;
  rows: MessageView[];
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Only a path on this site is followed: a link from the mall never sends the visitor elsewhere. */
export const safeLink = (value: unknown) => {
  const link = text(value);
  return link.startsWith('/') && !link.startsWith('//') ? link : '';
};

export function toMessageView(raw: RawMessage): MessageView {
  return {
    id: Number(raw.id) || 0,
    kind: text(raw.kind),
    kindName: text(raw.kind_name),
    text: text(raw.text),
    link: safeLink(raw.link),
    time: text(raw.add_time),
    read: Number(raw.is_read) === 1,
  };
}

export function toMessagesPage(raw: { count?: unknown; unread?: unknown; list?: unknown }): MessagesPage {
  return {
    total: Number(raw.count) || 0,
    unread: Number(raw.unread) || 0,
    rows: Array.isArray(raw.list) ? (raw.list as RawMessage[]).map(toMessageView) : [],
  };
}

/** The filter of ?filter=, '' for 全部. */
export const messageFilterOf = (value: unknown): MemberEventFilter | '' => (isMemberEventFilter(value) ? value : '');

export const MESSAGE_TABS: { key: MemberEventFilter | ''; label: string }[] = [
  { key: '', label: '全部' },
  ...(Object.entries(MEMBER_EVENT_FILTERS) as [MemberEventFilter, string][]).map(([key, label]) => ({ key, label })),
];

export function messagesHref(filter: MemberEventFilter | '', page = 1): string {
  return pageHref(MESSAGES_PATH, { filter }, page);
}
