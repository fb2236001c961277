// The SQL of a company's units (docs/company-api.md §13.1): the tree, each member's unit (none written yet
// means the root, for members who joined after the migration), heads, and the walks up and down the tree
// that rules, budgets and the approval queue's scope use. A company without units gets its root on first use.
import type { DemoMallDatabase } from '../../db/database.ts';

export interface UnitRow {
  unit_id: number;
  company_id: number;
  parent_id: number | null;
  name: string;
  head_uid: number | null;
  disabled: number;
  create_time: string;
}

export function createUnitStore(db: DemoMallDatabase) {
  const q = {
    all: db.prepare('SELECT * FROM company_units WHERE company_id = ? ORDER BY unit_id'),
    one: db.prepare('SELECT * FROM company_units WHERE unit_id = ?'),
    root: db.prepare('SELECT * FROM company_units WHERE company_id = ? AND parent_id IS NULL'),
    company: db.prepare('SELECT name FROM companies WHERE company_id = ?'),
    insert: db.prepare('INSERT INTO company_units (company_id, parent_id, name, create_time) VALUES (?, ?, ?, ?)'),
    rename: db.prepare('UPDATE company_units SET name = ? WHERE unit_id = ?'),
    move: db.prepare('UPDATE company_units SET parent_id = ? WHERE unit_id = ?'),
    disable: db.prepare('UPDATE company_units SET disabled = ? WHERE unit_id = ?'),
    head: db.prepare('UPDATE company_units SET head_uid = ? WHERE unit_id = ?'),
    memberUnit: db.prepare('SELECT unit_id FROM company_members WHERE company_id = ? AND uid = ?'),
    setMemberUnit: db.prepare('UPDATE company_members SET unit_id = ? WHERE company_id = ? AND uid = ?'),
    // people only: an API client's system member (§17) is never a unit's head nor an approver of a level
    members: db.prepare(`SELECT m.uid, m.role, m.status, u.nickname, m.unit_id FROM company_members m JOIN users u ON u.uid = m.uid
      WHERE m.company_id = ? AND m.is_system = 0 ORDER BY m.join_time, m.rowid`),
    // orders of the unit's members neither closed nor finished: unpaid, held, or paid and not yet received
    openOrders: db.prepare(`SELECT COUNT(*) AS n FROM company_order_units c JOIN group_orders g ON g.group_order_id = c.group_order_id
      WHERE c.unit_id = ? AND g.is_del = 0 AND (g.paid = 0 OR EXISTS (SELECT 1 FROM orders o
        WHERE o.group_order_id = g.group_order_id AND o.status IN (0, 1)))`),
  };

  const byId = (unitId: number) => q.one.get(unitId) as UnitRow | undefined;
  const listOf = (companyId: number) => q.all.all(companyId) as UnitRow[];

  /** the company's root unit, made on first use (companies registered after migration 17) */
  function rootOf(companyId: number, time: string): UnitRow {
    const found = q.root.get(companyId) as UnitRow | undefined;
    if (found) return found;
    const name = (q.company.get(companyId) as { name: string } | undefined)?.name ?? '企业';
    return byId(Number(q.insert.run(companyId, null, name, time).lastInsertRowid)) as UnitRow;
  }

  /** the unit and its ancestors up to the root, nearest first */
  function chainUp(unitId: number): UnitRow[] {
    const chain: UnitRow[] = [];
    for (let unit = byId(unitId); unit && chain.length <= 10; unit = unit.parent_id === null ? undefined : byId(unit.parent_id))
      chain.push(unit);
    return chain;
  }

  /** the unit's id and those of every unit below it */
  function subtreeIds(companyId: number, unitId: number): number[] {
    const units = listOf(companyId);
    const found = [unitId];
    for (let i = 0; i < found.length; i++) for (const u of units) if (u.parent_id === found[i]) found.push(u.unit_id);
    return found;
  }

  /** how many levels the subtree under (and including) the unit spans */
  function heightOf(companyId: number, unitId: number): number {
    const children = listOf(companyId).filter((u) => u.parent_id === unitId);
    return 1 + Math.max(0, ...children.map((c) => heightOf(companyId, c.unit_id)));
  }

  function unitOfMember(companyId: number, uid: number, time: string): number {
    const row = q.memberUnit.get(companyId, uid) as { unit_id: number | null } | undefined;
    return row?.unit_id ?? rootOf(companyId, time).unit_id;
  }

  return {
    byId,
    listOf,
    rootOf,
    chainUp,
    subtreeIds,
    heightOf,
    unitOfMember,
    insert: (companyId: number, parentId: number, name: string, time: string) =>
      Number(q.insert.run(companyId, parentId, name, time).lastInsertRowid),
    rename: (unitId: number, name: string) => q.rename.run(name, unitId),
    move: (unitId: number, parentId: number) => q.move.run(parentId, unitId),
    setDisabled: (unitId: number, disabled: 0 | 1) => q.disable.run(disabled, unitId),
    setHead: (unitId: number, uid: number | null) => q.head.run(uid, unitId),
    setMemberUnit: (companyId: number, uid: number, unitId: number) => q.setMemberUnit.run(unitId, companyId, uid),
    membersOf: (companyId: number) =>
      q.members.all(companyId) as { uid: number; role: string; status: number; nickname: string; unit_id: number | null }[],
    openOrders: (unitId: number) => (q.openOrders.get(unitId) as { n: number }).n,
    atomically: <T>(work: () => T): T => db.transaction(work).immediate(),
  };
}

export type UnitStore = ReturnType<typeof createUnitStore>;
