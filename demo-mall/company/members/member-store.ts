// A company's members in the database and the rules of docs/company-api.md §2.2: invite by phone (the invitee
// must have a mall account and belong to no company), change role, disable/enable, remove; a company always
// keeps at least one active 管理员. Each change checks and writes in one transaction.
import { COMPANY_ROLE_NAMES, type CompanyRole } from '#shared/company/company-roles.ts';
import { COMPANY_MEMBER_MESSAGES as M, MEMBER_STATUS_NAMES } from '#shared/company/company-member-rules.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import { recordMemberEvent } from '../inbox/record-event.ts';

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

interface MemberRow {
  uid: number;
  nickname: string;
  phone: string;
  role: CompanyRole;
  status: number;
  join_time: string;
}

/** The member list's row (docs/company-api.md §2.2). */
export function memberView(row: MemberRow, selfUid: number) {
  return {
    uid: row.uid,
    nickname: row.nickname,
    phone: `${row.phone.slice(0, 3)}****${row.phone.slice(7)}`,
    role: row.role,
    role_name: COMPANY_ROLE_NAMES[row.role] ?? row.role,
    status: row.status,
    status_name: MEMBER_STATUS_NAMES[row.status] ?? '',
    join_time: row.join_time,
    is_self: row.uid === selfUid,
  };
}

export function createMemberStore(db: DemoMallDatabase) {
  const q = {
    list: db.prepare(`SELECT m.uid, u.nickname, u.phone, m.role, m.status, m.join_time
      FROM company_members m JOIN users u ON u.uid = m.uid
      WHERE m.company_id = @companyId AND m.is_system = 0 AND (@keyword = '' OR u.nickname LIKE @like OR u.phone LIKE @like)
      ORDER BY m.join_time, m.rowid`),
    // an API client's system member (docs/company-api.md §17) is kept on 开放接口, not among the people
    one: db.prepare('SELECT uid, role, status FROM company_members WHERE company_id = ? AND uid = ? AND is_system = 0'),
    userByPhone: db.prepare('SELECT uid, nickname FROM users WHERE phone = ?'),
    membershipOf: db.prepare('SELECT company_id AS companyId FROM company_members WHERE uid = ?'),
    activeAdmins: db.prepare("SELECT COUNT(*) AS n FROM company_members WHERE company_id = ? AND role = 'admin' AND status = 1"),
    insert: db.prepare(`INSERT INTO company_members (company_id, uid, role, status, invited_by, join_time)
      VALUES (?, ?, ?, 1, ?, ?)`),
    setRole: db.prepare('UPDATE company_members SET role = ? WHERE company_id = ? AND uid = ?'),
    setStatus: db.prepare('UPDATE company_members SET status = ? WHERE company_id = ? AND uid = ?'),
    remove: db.prepare('DELETE FROM company_members WHERE company_id = ? AND uid = ?'),
  };

  const find = (companyId: number, uid: number) =>
    q.one.get(companyId, uid) as { uid: number; role: CompanyRole; status: number } | undefined;
  const activeAdmins = (companyId: number) => (q.activeAdmins.get(companyId) as { n: number }).n;
  /** true when `uid` is the company's only active 管理员, so taking that away would leave none */
  const lastActiveAdmin = (companyId: number, member: { role: CompanyRole; status: number }) =>
    member.role === 'admin' && member.status === 1 && activeAdmins(companyId) <= 1;

  return {
    exists: (companyId: number, uid: number) => find(companyId, uid) !== undefined,
    list(companyId: number, keyword: string): MemberRow[] {
      return q.list.all({ companyId, keyword, like: `%${keyword}%` }) as MemberRow[];
    },

    invite: db.transaction(
      (input: { companyId: number; inviterUid: number; phone: string; role: CompanyRole; time: string }): Outcome<{ uid: number }> => {
        const user = q.userByPhone.get(input.phone) as { uid: number } | undefined;
        if (!user) return { ok: false, message: M.phoneNotRegistered };
        const membership = q.membershipOf.get(user.uid) as { companyId: number } | undefined;
        if (membership) return { ok: false, message: membership.companyId === input.companyId ? M.alreadyMember : M.inOtherCompany };
        q.insert.run(input.companyId, user.uid, input.role, input.inviterUid, input.time);
        recordMemberEvent(db, {
          companyId: input.companyId,
          memberIds: [user.uid],
          kind: 'member_invited',
          text: `您已被邀请加入企业，角色：${COMPANY_ROLE_NAMES[input.role]}`,
          link: '/user/company',
        });
        return { ok: true, value: { uid: user.uid } };
      },
    ),

    changeRole: db.transaction((companyId: number, uid: number, role: CompanyRole): Outcome<null> => {
      const member = find(companyId, uid);
      if (!member) return { ok: false, message: M.memberMissing };
      if (role !== 'admin' && lastActiveAdmin(companyId, member)) return { ok: false, message: M.lastAdmin };
      q.setRole.run(role, companyId, uid);
      return { ok: true, value: null };
    }),

    /** status 1 enables, 0 disables; nobody disables themselves */
    changeStatus: db.transaction((companyId: number, selfUid: number, uid: number, status: number): Outcome<null> => {
      const member = find(companyId, uid);
      if (!member) return { ok: false, message: M.memberMissing };
      if (status === 0 && uid === selfUid) return { ok: false, message: M.cannotDisableSelf };
      if (status === 0 && lastActiveAdmin(companyId, member)) return { ok: false, message: M.lastAdmin };
      q.setStatus.run(status, companyId, uid);
      return { ok: true, value: null };
    }),

    remove: db.transaction((companyId: number, uid: number): Outcome<null> => {
      const member = find(companyId, uid);
      if (!member) return { ok: false, message: M.memberMissing };
      if (lastActiveAdmin(companyId, member)) return { ok: false, message: M.lastAdmin };
      q.remove.run(companyId, uid);
      return { ok: true, value: null };
    }),
  };
}

export type MemberStore = ReturnType<typeof createMemberStore>;
