// How the inbox answers (docs/company-api.md §14.1): each event with its kind's label and filter from the one
// kind table, its text, the storefront link to act on, its time and whether it has been read.
import { isMemberEventKind, MEMBER_EVENT_KINDS } from '#shared/company/member-event-kinds.ts';
import type { InboxRow } from './inbox-store.ts';

export function inboxRowView(row: InboxRow) {
  const kind = isMemberEventKind(row.kind) ? MEMBER_EVENT_KINDS[row.kind] : null;
  return {
    id: row.event_id,
    kind: row.kind,
    kind_name: kind?.label ?? row.kind,
    filter: kind?.filter ?? '',
    text: row.text,
    link: row.link,
    add_time: row.create_time,
    is_read: row.read_time === null ? 0 : 1,
  };
}
