// The one call other modules make to tell members something (docs/company-api.md §14.1, docs/adr/0049): it
// writes the event, its recipients' inbox rows and one webhook delivery per subscribed endpoint, inside the
// caller's transaction (better-sqlite3 nests it as a savepoint), so an order rolled back leaves no message behind.
// Sending is never done here: the delivery worker is woken after the caller's work is committed.
import { type CompanyPermission, isCompanyRole, roleAllows } from '#shared/company/company-roles.ts';
import type { MemberEventKind } from '#shared/company/member-event-kinds.ts';
import { formatDateTime } from '../../core/envelope.ts';
import type { DemoMallDatabase } from '../../db/database.ts';

export interface MemberEventInput {
  companyId: number;
  /** these members (active ones of the company only) */
  memberIds?: readonly number[];
  /** and every active member whose role has this permission (e.g. the approvers) */
  permission?: CompanyPermission;
  /** never this member (the one who caused it) */
  except?: number;
  kind: MemberEventKind;
  /** one line, Chinese, shown as is */
  text: string;
  /** the storefront page to act on, e.g. /user/approvals */
  link: string;
  /** a key written once per company: a lazily noticed event (a quote about to expire) is not written twice */
  once?: string;
}

interface InboxHooks {
  now: () => number;
  /** asks the delivery worker to look soon (after the caller's transaction) */
  wake: () => void;
}

// The mall's clock and the worker's wake-up, per database: the hook in the writer stays one line.
const hooksByDb = new WeakMap<DemoMallDatabase, InboxHooks>();

export function attachInboxHooks(db: DemoMallDatabase, hooks: InboxHooks): void {
  hooksByDb.set(db, hooks);
}

const statements = new WeakMap<DemoMallDatabase, ReturnType<typeof prepare>>();

function prepare(db: DemoMallDatabase) {
  return {
    members: db.prepare('SELECT uid, role FROM company_members WHERE company_id = ? AND status = 1'),
    insertEvent: db.prepare(`INSERT OR IGNORE INTO member_events (company_id, kind, text, link, once_key, create_time)
      VALUES (?, ?, ?, ?, ?, ?)`),
    insertInbox: db.prepare('INSERT OR IGNORE INTO member_inbox (uid, event_id) VALUES (?, ?)'),
    endpoints: db.prepare('SELECT endpoint_id, kinds FROM webhook_endpoints WHERE company_id = ? AND is_del = 0'),
    insertDelivery: db.prepare(`INSERT INTO webhook_deliveries (endpoint_id, event_id, first_try_ms, next_try_ms, update_time)
      VALUES (?, ?, 0, 0, ?)`),
  };
}

function recipientsOf(q: ReturnType<typeof prepare>, input: MemberEventInput): number[] {
  const active = q.members.all(input.companyId) as { uid: number; role: string }[];
  const named = new Set(input.memberIds ?? []);
  return active
    .filter(
      (member) =>
        named.has(member.uid) ||
        (input.permission !== undefined && isCompanyRole(member.role) && roleAllows(member.role, input.permission)),
    )
    .map((member) => member.uid)
    .filter((uid) => uid !== input.except);
}

/** Writes one event for its recipients and the company's webhooks; answers its id, or null when nothing was written. */
export function recordMemberEvent(db: DemoMallDatabase, input: MemberEventInput): number | null {
  let q = statements.get(db);
  if (!q) {
    q = prepare(db);
    statements.set(db, q);
  }
  const hooks = hooksByDb.get(db);
  const time = formatDateTime(new Date(hooks?.now() ?? Date.now()));
  const uids = recipientsOf(q, input);
  const write = db.transaction(() => {
    const inserted = q.insertEvent.run(input.companyId, input.kind, input.text, input.link, input.once ?? '', time);
    if (inserted.changes === 0) return null;
    const eventId = Number(inserted.lastInsertRowid);
    for (const uid of uids) q.insertInbox.run(uid, eventId);
    let deliveries = 0;
    for (const endpoint of q.endpoints.all(input.companyId) as { endpoint_id: number; kinds: string }[]) {
      if ((JSON.parse(endpoint.kinds) as string[]).includes(input.kind))
        deliveries += q.insertDelivery.run(endpoint.endpoint_id, eventId, time).changes;
    }
    return { eventId, deliveries };
  });
  const written = write();
  // after the caller's transaction has committed (better-sqlite3 is synchronous): a rolled-back event is never found
  if (written && written.deliveries > 0 && hooks) setImmediate(hooks.wake);
  return written?.eventId ?? null;
}
