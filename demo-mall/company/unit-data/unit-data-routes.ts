// A unit's own addresses, invoice titles and cost centres, kept by 管理员 (org.manage, the route table's rows) on
// 组织架构 (docs/company-api.md §13.6): read a unit's, save (id 0 adds) and delete one. The bodies are checked as
// the buyer's own address, title and cost centre bodies are; a row of another company's unit is 不存在.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UNIT_DATA_MESSAGES as M } from '#shared/company/unit-data-rules.ts';
import { fail, formatDateTime, ok, okMessage } from '../../core/envelope.ts';
import { integerOf } from '../../core/param-readers.ts';
import { idOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import { readAddressParams } from '../../trade/params/address-params.ts';
import { readReceiptTitleParams } from '../../trade/params/receipt-params.ts';
import { addressRegionColumns, regionChainProblem } from '../../trade/regions/regions.ts';
import type { Membership } from '../membership.ts';
import type { CostCenterStore } from '../purchase-refs/cost-center-store.ts';
import { readCostCenterParams } from '../purchase-refs/purchase-ref-params.ts';
import { type UnitDataStore, unitPrincipal } from './unit-data-store.ts';
import { unitAddressView, unitTitleView } from './unit-data-views.ts';

export interface UnitDataRouteDeps {
  membership: Membership;
  data: UnitDataStore;
  costCenters: CostCenterStore;
  now: () => number;
}

export function registerUnitDataRoutes(app: FastifyInstance, { membership, data, costCenters, now }: UnitDataRouteDeps): void {
  const time = () => formatDateTime(new Date(now()));
  /** the company of the caller and the unit the path names, when it is the company's */
  const unitIn = (request: FastifyRequest) => {
    const companyId = membership.member(request).companyId;
    return { companyId, unit: data.unitOf(companyId, idOf(request)) };
  };

  app.get('/api/company/org/unit_data/:id', async (request) => {
    const { companyId, unit } = unitIn(request);
    if (!unit) return fail(M.unitMissing);
    return ok({
      unit_id: unit.unit_id,
      name: unit.name,
      addresses: data.addressesOf(unit.unit_id).map((row) => unitAddressView(row, unit)),
      receipt_titles: data.titlesOf(unit.unit_id).map((row) => unitTitleView(row, unit)),
      cost_centers: costCenters.list(companyId, null).filter((row) => row.unit_id === unit.unit_id),
    });
  });

  app.post('/api/company/org/unit_address/save/:id', async (request) => {
    const { unit } = unitIn(request);
    if (!unit) return fail(M.unitMissing);
    const parsed = readAddressParams(readParams(request));
    if (!parsed.ok) return fail(parsed.message);
    const { address_id, area, real_name, phone, detail, post_code } = parsed.value;
    const problem = regionChainProblem(area);
    if (problem) return fail(problem);
    const fields = { real_name, phone, detail, post_code, ...addressRegionColumns(area) };
    const saved = data.addresses.save(unitPrincipal(unit.unit_id), address_id, fields, false, time());
    if (!saved) return fail(M.addressMissing);
    return ok({ address_id: saved.address_id }, address_id > 0 ? M.saved : M.created);
  });

  /** POST path/:id deletes the company's row the id names (`find`), or says it is `missing` */
  const deleteRoute = <T>(
    path: string,
    find: (companyId: number, id: number) => T | undefined,
    missing: string,
    remove: (row: T) => void,
  ) =>
    app.post(path, async (request) => {
      const row = find(membership.member(request).companyId, idOf(request));
      if (!row) return fail(missing);
      remove(row);
      return okMessage(M.deleted);
    });

  deleteRoute('/api/company/org/unit_address/delete/:id', data.unitAddress, M.addressMissing, (row) =>
    data.addresses.remove(row.principal, row.address_id),
  );

  app.post('/api/company/org/unit_receipt/save/:id', async (request) => {
    const { unit } = unitIn(request);
    if (!unit) return fail(M.unitMissing);
    const params = readParams(request);
    const parsed = readReceiptTitleParams(params);
    if (!parsed.ok) return fail(parsed.message);
    const id = integerOf(params.user_receipt_id) || 0;
    const principal = unitPrincipal(unit.unit_id);
    if (id > 0) return data.titles.update(principal, id, parsed.value) ? ok({ user_receipt_id: id }, M.saved) : fail(M.titleMissing);
    return ok({ user_receipt_id: data.titles.create(principal, parsed.value, time()).user_receipt_id }, M.created);
  });

  deleteRoute('/api/company/org/unit_receipt/delete/:id', data.unitTitle, M.titleMissing, (row) =>
    data.titles.remove(row.principal, row.user_receipt_id),
  );

  app.post('/api/company/org/unit_cost_center/save/:id', async (request) => {
    const { companyId, unit } = unitIn(request);
    if (!unit) return fail(M.unitMissing);
    const params = readParams(request);
    const parsed = readCostCenterParams(params);
    if (!parsed.ok) return fail(parsed.message);
    const id = integerOf(params.cost_center_id) || 0;
    if (id === 0) {
      const created = costCenters.create(companyId, parsed.value, time(), unit.unit_id);
      return created.ok ? ok({ cost_center_id: created.id }, M.created) : fail(created.message);
    }
    if (data.costCenterUnit(companyId, id) !== unit.unit_id) return fail(M.costCenterMissing);
    const updated = costCenters.update(companyId, id, parsed.value, time());
    return updated.ok ? ok({ cost_center_id: id }, M.saved) : fail(updated.message);
  });

  app.post('/api/company/org/unit_cost_center/delete/:id', async (request) => {
    const companyId = membership.member(request).companyId;
    // only a unit's own: company-wide ones stay with 成本中心管理 (§8.1)
    if (!data.costCenterUnit(companyId, idOf(request))) return fail(M.costCenterMissing);
    const removed = costCenters.remove(companyId, idOf(request));
    return removed.ok ? okMessage(M.deleted) : fail(removed.message);
  });
}
