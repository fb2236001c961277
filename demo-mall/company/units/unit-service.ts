// The rules of the unit tree (docs/company-api.md §13.1): at most five levels; a name unique among its
// siblings; the root neither moves nor is disabled; a unit is disabled only once it has no active sub-units,
// members or open orders; a head is an active member of the company. Each change checks and writes in one
// transaction.
import { ORG_MESSAGES as M, UNIT_DEPTH_MAX } from '#shared/company/org-rules.ts';
import type { UnitStore } from './unit-store.ts';

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };
const no = (message: string) => ({ ok: false as const, message });
const yes = { ok: true as const, value: null };

export function createUnitService(units: UnitStore, isActiveMember: (companyId: number, uid: number) => boolean) {
  const own = (companyId: number, unitId: number) => {
    const unit = units.byId(unitId);
    return unit && unit.company_id === companyId ? unit : undefined;
  };
  /** the company's unit (its root unit made first when there is none yet) while open, else `disabled` or missing */
  const openUnit = (companyId: number, unitId: number, time: string, disabled: string) => {
    units.rootOf(companyId, time);
    const unit = own(companyId, unitId);
    if (!unit) return no(M.unitMissing);
    return unit.disabled ? no(disabled) : { ok: true as const, value: unit };
  };
  const siblingsNamed = (companyId: number, parentId: number, name: string, except = 0) =>
    units.listOf(companyId).some((u) => u.parent_id === parentId && u.name === name && u.unit_id !== except);

  return {
    create: (companyId: number, parentId: number, name: string, time: string): Outcome<number> =>
      units.atomically(() => {
        const parent = openUnit(companyId, parentId, time, M.parentDisabled);
        if (!parent.ok) return parent;
        if (units.chainUp(parentId).length >= UNIT_DEPTH_MAX) return no(M.tooDeep);
        if (siblingsNamed(companyId, parentId, name)) return no(M.nameTaken);
        return { ok: true as const, value: units.insert(companyId, parentId, name, time) };
      }),

    rename: (companyId: number, unitId: number, name: string): Outcome<null> =>
      units.atomically(() => {
        const unit = own(companyId, unitId);
        if (!unit) return no(M.unitMissing);
        if (unit.parent_id !== null && siblingsNamed(companyId, unit.parent_id, name, unitId)) return no(M.nameTaken);
        units.rename(unitId, name);
        return yes;
      }),

    move: (companyId: number, unitId: number, parentId: number): Outcome<null> =>
      units.atomically(() => {
        const unit = own(companyId, unitId);
        const parent = own(companyId, parentId);
        if (!unit || !parent) return no(M.unitMissing);
        if (unit.parent_id === null) return no(M.rootFixed);
        if (units.subtreeIds(companyId, unitId).includes(parentId)) return no(M.moveIntoSelf);
        if (parent.disabled) return no(M.parentDisabled);
        if (units.chainUp(parentId).length + units.heightOf(companyId, unitId) > UNIT_DEPTH_MAX) return no(M.tooDeep);
        if (siblingsNamed(companyId, parentId, unit.name, unitId)) return no(M.nameTaken);
        units.move(unitId, parentId);
        return yes;
      }),

    setDisabled: (companyId: number, unitId: number, disabled: 0 | 1): Outcome<null> =>
      units.atomically(() => {
        const unit = own(companyId, unitId);
        if (!unit) return no(M.unitMissing);
        if (unit.parent_id === null) return no(M.rootFixed);
        if (disabled === 1) {
          if (units.listOf(companyId).some((u) => u.parent_id === unitId && u.disabled === 0)) return no(M.hasChildren);
          if (units.membersOf(companyId).some((m) => m.unit_id === unitId)) return no(M.hasMembers);
          if (units.openOrders(unitId) > 0) return no(M.hasOpenOrders);
        } else if (units.byId(unit.parent_id)?.disabled) return no(M.parentDisabled);
        units.setDisabled(unitId, disabled);
        return yes;
      }),

    setHead: (companyId: number, unitId: number, uid: number | null): Outcome<null> =>
      units.atomically(() => {
        if (!own(companyId, unitId)) return no(M.unitMissing);
        if (uid !== null && !isActiveMember(companyId, uid)) return no(M.headNotMember);
        units.setHead(unitId, uid);
        return yes;
      }),

    placeMember: (companyId: number, uid: number, unitId: number, time: string): Outcome<null> =>
      units.atomically(() => {
        const unit = openUnit(companyId, unitId, time, M.unitDisabled);
        if (!unit.ok) return unit;
        if (!units.membersOf(companyId).some((m) => m.uid === uid)) return no(M.memberMissing);
        units.setMemberUnit(companyId, uid, unitId);
        return yes;
      }),
  };
}

export type UnitService = ReturnType<typeof createUnitService>;
