// The company's API clients and the audit of their calls (docs/company-api.md §17). Creating a client also
// creates its system member: a users row with no password (nobody signs in as it) and a company_members row
// flagged is_system, holding the role and unit the 管理员 picked, so every rule that reads a member reads it.
import type { CompanyRole } from '#shared/company/company-roles.ts';
import type { OpenClientScope } from '#shared/company/open-client-scopes.ts';
import type { DemoMallDatabase } from '../../db/database.ts';

export interface ClientRow {
  id: number;
  company_id: number;
  client_id: string;
  name: string;
  member_uid: number;
  secret_hash: string;
  scopes: string;
  ip_allow: string;
  status: number;
  generation: number;
  created_at: string;
  rotated_at: string | null;
  last_used_at: string | null;
  role: CompanyRole;
  unit_id: number | null;
}

export interface AuditInput {
  companyId: number;
  clientRef: number;
  method: string;
  path: string;
  status: number;
  message: string;
  ip: string;
  requestId: string;
  time: string;
}

export interface AuditRow {
  id: number;
  client_id: string;
  name: string;
  method: string;
  path: string;
  status: number;
  message: string;
  ip: string;
  request_id: string;
  created_at: string;
}

export interface NewClient {
  companyId: number;
  clientId: string;
  name: string;
  secretHash: string;
  role: CompanyRole;
  unitId: number;
  scopes: OpenClientScope[];
  ipAllow: string[];
  invitedBy: number;
  time: string;
}

const SELECT_CLIENT = `SELECT c.*, m.role, m.unit_id FROM open_clients c JOIN company_members m ON m.uid = c.member_uid`;

export function createOpenClientStore(db: DemoMallDatabase) {
  const q = {
    byRef: db.prepare(`${SELECT_CLIENT} WHERE c.id = ?`),
    byClientId: db.prepare(`${SELECT_CLIENT} WHERE c.client_id = ?`),
    byMember: db.prepare(`${SELECT_CLIENT} WHERE c.member_uid = ?`),
    ofCompany: db.prepare(`${SELECT_CLIENT} WHERE c.company_id = ? ORDER BY c.id DESC`),
    count: db.prepare('SELECT COUNT(*) AS n FROM open_clients WHERE company_id = ?'),
    activeNamed: db.prepare('SELECT id FROM open_clients WHERE company_id = ? AND name = ? AND status = 1'),
    insertUser: db.prepare(`INSERT INTO users (account, phone, nickname, avatar, password_salt, password_hash, user_type, create_time)
      VALUES (@account, @account, @name, '', '', '', 'open', @time)`),
    insertMember: db.prepare(`INSERT INTO company_members (company_id, uid, role, status, invited_by, join_time, unit_id, is_system)
      VALUES (?, ?, ?, 1, ?, ?, ?, 1)`),
    insertClient: db.prepare(`INSERT INTO open_clients (company_id, client_id, name, member_uid, secret_hash, scopes, ip_allow, created_at)
      VALUES (@companyId, @clientId, @name, @uid, @secretHash, @scopes, @ipAllow, @time)`),
    rename: db.prepare('UPDATE open_clients SET name = ? WHERE id = ?'),
    renameMember: db.prepare('UPDATE users SET nickname = ? WHERE uid = ?'),
    setScopes: db.prepare('UPDATE open_clients SET scopes = ? WHERE id = ?'),
    setIps: db.prepare('UPDATE open_clients SET ip_allow = ? WHERE id = ?'),
    setRole: db.prepare('UPDATE company_members SET role = ? WHERE uid = ? AND is_system = 1'),
    setUnit: db.prepare('UPDATE company_members SET unit_id = ? WHERE uid = ? AND is_system = 1'),
    rotate: db.prepare('UPDATE open_clients SET secret_hash = ?, generation = generation + 1, rotated_at = ? WHERE id = ? AND status = 1'),
    revoke: db.prepare('UPDATE open_clients SET status = 0, generation = generation + 1 WHERE id = ? AND status = 1'),
    disableMember: db.prepare('UPDATE company_members SET status = 0 WHERE uid = ? AND is_system = 1'),
    used: db.prepare('UPDATE open_clients SET last_used_at = ? WHERE id = ?'),
    audit: db.prepare(`INSERT INTO open_client_audit (company_id, client_ref, method, path, status, message, ip, request_id, created_at)
      VALUES (@companyId, @clientRef, @method, @path, @status, @message, @ip, @requestId, @time)`),
    // one company's rows older than the cut-off, a bounded batch at a time (the audit index keeps it cheap)
    prune: db.prepare(`DELETE FROM open_client_audit WHERE id IN (SELECT id FROM open_client_audit
      WHERE company_id = ? AND created_at < ? ORDER BY id LIMIT 500)`),
    auditCount: db.prepare(`SELECT COUNT(*) AS n FROM open_client_audit a JOIN open_clients c ON c.id = a.client_ref
      WHERE a.company_id = @companyId AND (@clientId = '' OR c.client_id = @clientId)`),
    auditPage: db.prepare(`SELECT a.id, c.client_id, c.name, a.method, a.path, a.status, a.message, a.ip, a.request_id, a.created_at
      FROM open_client_audit a JOIN open_clients c ON c.id = a.client_ref
      WHERE a.company_id = @companyId AND (@clientId = '' OR c.client_id = @clientId)
      ORDER BY a.id DESC LIMIT @limit OFFSET @offset`),
  };

  return {
    byRef: (id: number) => q.byRef.get(id) as ClientRow | undefined,
    byClientId: (clientId: string) => q.byClientId.get(clientId) as ClientRow | undefined,
    /** the client whose system member `uid` is; undefined for a person */
    byMember: (uid: number) => q.byMember.get(uid) as ClientRow | undefined,
    ofCompany: (companyId: number) => q.ofCompany.all(companyId) as ClientRow[],
    count: (companyId: number) => (q.count.get(companyId) as { n: number }).n,
    /** the active client of that name, other than `exceptId`: a name is the key a double click or retry repeats */
    nameTaken: (companyId: number, name: string, exceptId = 0) =>
      (q.activeNamed.all(companyId, name) as { id: number }[]).some((row) => row.id !== exceptId),

    /** the client and its system member, in one transaction; answers the client's row id */
    insert: db.transaction((input: NewClient): number => {
      const uid = Number(q.insertUser.run({ account: `open:${input.clientId}`, name: input.name, time: input.time }).lastInsertRowid);
      q.insertMember.run(input.companyId, uid, input.role, input.invitedBy, input.time, input.unitId);
      return Number(
        q.insertClient.run({
          companyId: input.companyId,
          clientId: input.clientId,
          name: input.name,
          uid,
          secretHash: input.secretHash,
          scopes: JSON.stringify(input.scopes),
          ipAllow: JSON.stringify(input.ipAllow),
          time: input.time,
        }).lastInsertRowid,
      );
    }),

    update: db.transaction(
      (row: ClientRow, change: { name?: string; role?: CompanyRole; unitId?: number; scopes?: string[]; ipAllow?: string[] }) => {
        if (change.name !== undefined) {
          q.rename.run(change.name, row.id);
          q.renameMember.run(change.name, row.member_uid);
        }
        if (change.role !== undefined) q.setRole.run(change.role, row.member_uid);
        if (change.unitId !== undefined) q.setUnit.run(change.unitId, row.member_uid);
        if (change.scopes !== undefined) q.setScopes.run(JSON.stringify(change.scopes), row.id);
        if (change.ipAllow !== undefined) q.setIps.run(JSON.stringify(change.ipAllow), row.id);
      },
    ),

    /** a new secret; the generation moves on, so every token issued before fails on its next call */
    rotate: (id: number, secretHash: string, time: string): boolean => q.rotate.run(secretHash, time, id).changes === 1,

    /** for good: the generation moves on and the system member is disabled too */
    revoke: db.transaction((row: ClientRow): void => {
      q.revoke.run(row.id);
      q.disableMember.run(row.member_uid);
    }),

    markUsed: (id: number, time: string) => q.used.run(time, id),
    audit: (input: AuditInput) => q.audit.run(input),
    /** drops the company's audit rows written before `cutoff` ("Y-m-d H:i:s"), at most 500 a call */
    pruneAudit: (companyId: number, cutoff: string) => q.prune.run(companyId, cutoff),
    auditPage(companyId: number, clientId: string, page: number, limit: number): { count: number; list: AuditRow[] } {
      const where = { companyId, clientId };
      const count = (q.auditCount.get(where) as { n: number }).n;
      const list = q.auditPage.all({ ...where, limit, offset: (page - 1) * limit }) as AuditRow[];
      return { count, list };
    },
  };
}

export type OpenClientStore = ReturnType<typeof createOpenClientStore>;
