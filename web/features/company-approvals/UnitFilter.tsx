// The approval queue's unit filter (docs/company-api.md §13.3): a plain GET form, so it works before hydration;
// a unit shows its orders and those of the units below it. Hidden when the company has only its root unit.
import { APPROVALS_PATH } from './approval-view.ts';

export interface UnitOption {
  id: number;
  name: string;
  depth: number;
}

export function UnitFilter({ units, unitId, tab }: { units: UnitOption[]; unitId: number; tab: string }) {
  if (units.length <= 1) return null;
  return (
    <form className="ap-filter" method="get" action={APPROVALS_PATH}>
      {tab !== '0' ? <input type="hidden" name="status" value={tab} /> : null}
      <label htmlFor="ap-unit">部门</label>
      <select id="ap-unit" name="unit_id" defaultValue={String(unitId)}>
        <option value="0">全部部门</option>
        {units.map((unit) => (
          <option key={unit.id} value={unit.id}>
            {`${'　'.repeat(unit.depth - 1)}${unit.name}`}
          </option>
        ))}
      </select>
      <button type="submit" className="btn-ghost">
        筛选
      </button>
    </form>
  );
}
