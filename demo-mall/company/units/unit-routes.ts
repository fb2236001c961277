// 组织架构 (docs/company-api.md §13.1): the unit tree any member reads (the queue's unit filter, the member's own
// unit), and the changes only 管理员 make (org.manage): add, rename, move, disable/enable, name the head, put a
// member in a unit. The permissions are the route table's rows, checked by company/route-guard.ts.
import type { FastifyInstance } from 'fastify';
import { COMPANY_ROLE_NAMES, type CompanyRole } from '#shared/company/company-roles.ts';
import { ORG_MESSAGES as M, UNIT_NAME_MAX } from '#shared/company/org-rules.ts';
import { fail, formatDateTime, ok, okMessage } from '../../core/envelope.ts';
import { integerOf, optionalIdOf, textOf } from '../../core/param-readers.ts';
import { idOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import type { Membership } from '../membership.ts';
import type { UnitService } from './unit-service.ts';
import type { UnitStore } from './unit-store.ts';

export interface OrgRouteDeps {
  membership: Membership;
  units: UnitStore;
  service: UnitService;
  now: () => number;
}

function nameOf(params: Record<string, unknown>): { ok: true; name: string } | { ok: false; message: string } {
  const name = textOf(params.name);
  if (name === '') return { ok: false, message: M.nameRequired };
  if ([...name].length > UNIT_NAME_MAX) return { ok: false, message: M.nameTooLong };
  return { ok: true, name };
}

/** The tree as a flat list in depth-first order, each unit with its depth, head and members. */
export function treeView(units: UnitStore, companyId: number, time: string) {
  const root = units.rootOf(companyId, time);
  const all = units.listOf(companyId);
  const members = units.membersOf(companyId);
  const nameOfUid = (uid: number | null) => members.find((m) => m.uid === uid)?.nickname ?? '';
  const list: object[] = [];
  const walk = (unitId: number, depth: number) => {
    const unit = all.find((u) => u.unit_id === unitId);
    if (!unit) return;
    const own = members.filter((m) => (m.unit_id ?? root.unit_id) === unitId);
    list.push({
      unit_id: unit.unit_id,
      parent_id: unit.parent_id ?? 0,
      name: unit.name,
      depth,
      head_uid: unit.head_uid ?? 0,
      head_name: nameOfUid(unit.head_uid),
      disabled: unit.disabled,
      members: own.map((m) => ({
        uid: m.uid,
        nickname: m.nickname,
        role: m.role,
        role_name: COMPANY_ROLE_NAMES[m.role as CompanyRole] ?? m.role,
      })),
    });
    for (const child of all.filter((u) => u.parent_id === unitId)) walk(child.unit_id, depth + 1);
  };
  walk(root.unit_id, 1);
  return list;
}

export function registerUnitRoutes(app: FastifyInstance, { membership, units, service, now }: OrgRouteDeps): void {
  const time = () => formatDateTime(new Date(now()));
  const answer = (outcome: { ok: boolean; message?: string }, done: string) =>
    outcome.ok ? okMessage(done) : fail(outcome.message ?? M.unitMissing);

  app.get('/api/company/org/tree', async (request) => {
    const self = membership.member(request);
    return ok({ list: treeView(units, self.companyId, time()), my_unit_id: units.unitOfMember(self.companyId, self.uid, time()) });
  });

  app.post('/api/company/org/create', async (request) => {
    const self = membership.member(request);
    const params = readParams(request);
    const parentId = integerOf(params.parent_id);
    if (!(parentId > 0)) return fail(M.parentRequired);
    const name = nameOf(params);
    if (!name.ok) return fail(name.message);
    const created = service.create(self.companyId, parentId, name.name, time());
    return created.ok ? ok({ unit_id: created.value }, M.created) : fail(created.message);
  });

  app.post('/api/company/org/update/:id', async (request) => {
    const name = nameOf(readParams(request));
    if (!name.ok) return fail(name.message);
    return answer(service.rename(membership.member(request).companyId, idOf(request), name.name), M.saved);
  });

  app.post('/api/company/org/move/:id', async (request) => {
    const parentId = integerOf(readParams(request).parent_id);
    if (!(parentId > 0)) return fail(M.parentRequired);
    return answer(service.move(membership.member(request).companyId, idOf(request), parentId), M.moved);
  });

  app.post('/api/company/org/status/:id', async (request) => {
    const disabled = textOf(readParams(request).disabled) === '1' ? 1 : 0;
    return answer(service.setDisabled(membership.member(request).companyId, idOf(request), disabled), disabled ? M.disabled : M.enabled);
  });

  app.post('/api/company/org/head/:id', async (request) => {
    const uid = optionalIdOf(readParams(request).uid);
    if (uid === null) return fail(M.headNotMember);
    return answer(service.setHead(membership.member(request).companyId, idOf(request), uid === 0 ? null : uid), M.saved);
  });

  app.post('/api/company/org/member/:uid', async (request) => {
    const unitId = integerOf(readParams(request).unit_id);
    if (!(unitId > 0)) return fail(M.unitMissing);
    return answer(service.placeMember(membership.member(request).companyId, idOf(request, 'uid'), unitId, time()), M.saved);
  });
}
