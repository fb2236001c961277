// Pure: the unit tree (docs/company-api.md §13.1) as the 组织架构, 审批流程 and 预算 pages show it.

export interface OrgMember {
  uid: number;
  nickname: string;
  roleName: string;
}

export interface OrgUnit {
  id: number;
  parentId: number;
  name: string;
  depth: number;
  headUid: number;
  headName: string;
  disabled: boolean;
  members: OrgMember[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
const rows = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);

export function toOrgUnits(raw: { list?: unknown } | null | undefined): OrgUnit[] {
  return rows(raw?.list).map((u) => ({
    id: Number(u.unit_id) || 0,
    parentId: Number(u.parent_id) || 0,
    name: text(u.name),
    depth: Number(u.depth) || 1,
    headUid: Number(u.head_uid) || 0,
    headName: text(u.head_name),
    disabled: Number(u.disabled) === 1,
    members: rows(u.members).map((m) => ({ uid: Number(m.uid) || 0, nickname: text(m.nickname), roleName: text(m.role_name) })),
  }));
}

/** 　　采购部 — a unit's name indented by its depth, for a select */
export const indented = (unit: OrgUnit) => `${'　'.repeat(unit.depth - 1)}${unit.name}`;

/** the units as a select's choices, each indented by its depth */
export const unitChoices = (units: OrgUnit[]) => units.map((unit) => ({ value: String(unit.id), label: indented(unit) }));

/** every member of the company with the unit they are in */
export const membersOf = (units: OrgUnit[]) => units.flatMap((unit) => unit.members.map((m) => ({ ...m, unitId: unit.id })));
