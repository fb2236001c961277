// A held order's chain of levels (docs/company-api.md §13.3, docs/adr/0046-org-units-and-rule-snapshots.md).
// The levels are copied from the rule when the order is held; who may act on a level is read when they act:
// the head of the requester's unit (or the nearest unit above with one), members of a role within a unit (or
// within the units above the requester), or named members; never the requester. A level nobody can act on falls
// back to the 管理员 and 审批人 of the requester's unit and the units above it, which is also the one level of an
// order held without a rule, so a company with a single unit works as before.
import { COMPANY_ROLE_NAMES, type CompanyRole, roleAllows } from '#shared/company/company-roles.ts';
import { CHAIN_MESSAGES as C, LEVEL_KIND_NAMES } from '#shared/company/org-rules.ts';
import type { UnitStore } from '../units/unit-store.ts';
import type { ChainStore, LevelRow, NewLevel } from './chain-store.ts';
import type { RuleLevel } from './rule-store.ts';

/** What the chain needs of an approval record. */
export interface HeldOrder {
  approval_id: number;
  company_id: number;
  requester_uid: number;
  unit_id: number | null;
}

export type LevelStep = { ok: true; value: 'waiting' | 'advanced' | 'approved' | 'rejected' } | { ok: false; message: string };

export function createApprovalChain(chain: ChainStore, units: UnitStore, time: () => string) {
  const unitOf = (held: HeldOrder) => held.unit_id ?? units.rootOf(held.company_id, time()).unit_id;
  const activeMembers = (companyId: number) => units.membersOf(companyId).filter((m) => m.status === 1);
  const memberUnit = (companyId: number, unitId: number | null) => unitId ?? units.rootOf(companyId, time()).unit_id;

  function fallback(held: HeldOrder): number[] {
    const above = units.chainUp(unitOf(held)).map((u) => u.unit_id);
    return activeMembers(held.company_id)
      .filter((m) => roleAllows(m.role as CompanyRole, 'approvals.manage') && above.includes(memberUnit(held.company_id, m.unit_id)))
      .map((m) => m.uid)
      .filter((uid) => uid !== held.requester_uid);
  }

  function named(held: HeldOrder, level: Pick<LevelRow, 'kind' | 'role' | 'unit_id' | 'uids'>): number[] {
    const members = activeMembers(held.company_id);
    const active = (uid: number | null) => uid !== null && uid !== held.requester_uid && members.some((m) => m.uid === uid);
    if (level.kind === 'head') {
      const head = units.chainUp(unitOf(held)).find((u) => active(u.head_uid));
      return head?.head_uid ? [head.head_uid] : [];
    }
    if (level.kind === 'role') {
      const within = level.unit_id ? units.subtreeIds(held.company_id, level.unit_id) : units.chainUp(unitOf(held)).map((u) => u.unit_id);
      return members
        .filter((m) => m.role === level.role && within.includes(memberUnit(held.company_id, m.unit_id)) && active(m.uid))
        .map((m) => m.uid);
    }
    if (level.kind === 'members') return (JSON.parse(level.uids) as number[]).filter(active);
    return [];
  }

  /** who may act on the level now (never the requester) */
  function approversOf(held: HeldOrder, level: Pick<LevelRow, 'kind' | 'role' | 'unit_id' | 'uids'>): number[] {
    if (level.kind === 'fallback') return fallback(held);
    const found = named(held, level);
    return found.length > 0 ? found : fallback(held);
  }

  function labelOf(held: HeldOrder, level: RuleLevel): string {
    const nick = (uid: number) => units.membersOf(held.company_id).find((m) => m.uid === uid)?.nickname ?? String(uid);
    if (level.kind === 'role') {
      const role = COMPANY_ROLE_NAMES[level.role as CompanyRole] ?? level.role ?? '';
      return level.unit_id ? `${units.byId(level.unit_id)?.name ?? ''}${role}` : role;
    }
    if (level.kind === 'members') return level.uids.map(nick).join('、');
    return LEVEL_KIND_NAMES.head;
  }

  /** copies the rule's levels (or the fallback level) onto the held order */
  function snapshot(held: HeldOrder, levels: readonly RuleLevel[] | null): void {
    const rows: NewLevel[] = (levels ?? [null]).map((level, i) => ({
      approval_id: held.approval_id,
      level_no: i + 1,
      kind: level?.kind ?? 'fallback',
      role: level?.role ?? null,
      unit_id: level?.unit_id ?? null,
      uids: JSON.stringify(level?.uids ?? []),
      mode: level?.mode ?? 'any',
      label: level ? labelOf(held, level) : LEVEL_KIND_NAMES.fallback,
    }));
    for (const row of rows) chain.insertLevel(row);
  }

  /** the member acts on, was asked on, or placed this order: the queue shows it to them */
  function covers(held: HeldOrder, uid: number): boolean {
    if (held.requester_uid === uid) return true;
    if (chain.votesOf(held.approval_id).some((v) => v.uid === uid)) return true;
    return chain.levelsOf(held.approval_id).some((level) => approversOf(held, level).includes(uid));
  }

  /** whether `uid` may decide the level the order waits at now: one of its approvers, not voted on it yet */
  function mayDecideNow(held: HeldOrder, uid: number): boolean {
    const current = chain.levelsOf(held.approval_id).find((l) => l.status === 0);
    if (!current || !approversOf(held, current).includes(uid)) return false;
    return !chain.votesOf(held.approval_id).some((v) => v.level_no === current.level_no && v.uid === uid);
  }

  /** one member's decision on the level the order waits at; the caller closes the order on the outcome */
  function decideLevel(held: HeldOrder, uid: number, decision: 1 | 2, comment: string): LevelStep {
    const levels = chain.levelsOf(held.approval_id);
    const current = levels.find((l) => l.status === 0);
    if (!current) return { ok: false, message: C.levelTaken };
    const approvers = approversOf(held, current);
    if (!approvers.includes(uid)) {
      const listed = (l: LevelRow) => approversOf(held, l).includes(uid);
      if (levels.some((l) => l.level_no < current.level_no && listed(l))) return { ok: false, message: C.levelTaken };
      if (levels.some((l) => l.level_no > current.level_no && listed(l))) return { ok: false, message: C.notYourLevel };
      return { ok: false, message: C.notCovered };
    }
    const at = time();
    if (!chain.vote(held.approval_id, current.level_no, uid, decision, comment, at)) return { ok: false, message: C.votedAlready };
    if (decision === 2)
      return chain.close(held.approval_id, current.level_no, 2, at)
        ? { ok: true, value: 'rejected' }
        : { ok: false, message: C.levelTaken };
    const yes = new Set(
      chain
        .votesOf(held.approval_id)
        .filter((v) => v.level_no === current.level_no && v.decision === 1)
        .map((v) => v.uid),
    );
    if (current.mode === 'all' && !approvers.every((a) => yes.has(a))) return { ok: true, value: 'waiting' };
    if (!chain.close(held.approval_id, current.level_no, 1, at)) return { ok: false, message: C.levelTaken };
    return { ok: true, value: levels.some((l) => l.level_no > current.level_no) ? 'advanced' : 'approved' };
  }

  return { approversOf, snapshot, covers, decideLevel, mayDecideNow, unitOf };
}

export type ApprovalChain = ReturnType<typeof createApprovalChain>;
