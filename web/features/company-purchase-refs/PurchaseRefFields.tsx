// /order_confirm under 企业 (docs/screens.md a.6, docs/company-api.md §8.2): 采购单号 (optional, up to 32
// characters, checked as typed with the shared rule) and 成本中心/项目 chosen from the company's enabled list.
// An empty list says so, with a link to /user/company for a 管理员; a failed read says it failed. Under 个人
// nothing shows. What was typed stays when the mall refuses the order.
import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { roleAllows } from '#shared/company/company-roles.ts';
import { type CostCenterView, PO_NUMBER_MAX, poNumberProblem } from '#shared/company/purchase-ref-form-rules.ts';
import { unitLabel } from '#shared/company/unit-data-rules.ts';
import { useAppState } from '#web/state/app-state.ts';
import { loadCostCenters } from './cost-center-api.ts';
import type { PurchaseRefInput } from './purchase-ref-form.ts';
import './purchase-refs.css';
import { TitledSection } from '#web/features/ui/TitledSection.tsx';

type ListState = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; list: CostCenterView[] };

export function PurchaseRefFields({ value, onChange }: { value: PurchaseRefInput; onChange: (next: PurchaseRefInput) => void }) {
  const { entity } = useAppState();
  const { layout } = usePageContext();
  const company = entity === 'COMPANY';
  const [list, setList] = useState<ListState>({ kind: 'loading' });

  useEffect(() => {
    if (!company) return;
    let live = true;
    loadCostCenters(true).then(
      (rows) => live && setList({ kind: 'ready', list: rows }),
      (error: unknown) => live && setList({ kind: 'failed', message: error instanceof Error ? error.message : '加载失败' }),
    );
    return () => {
      live = false;
    };
  }, [company]);

  if (!company) return null;
  const problem = poNumberProblem(value.poNumber);
  const admin = roleAllows(layout?.session.companyRole ?? null, 'company.edit');

  return (
    <TitledSection
      className="confirm-section pr-fields"
      headingId="pr-fields-title"
      heading="采购信息"
      headingClassName="confirm-section-title"
    >
      <div className="pr-row">
        <label className="pr-label" htmlFor="pr-po-number">
          采购单号
        </label>
        <div className="pr-control">
          <input
            id="pr-po-number"
            className={`pr-input${problem ? ' has-error' : ''}`}
            value={value.poNumber}
            maxLength={PO_NUMBER_MAX}
            placeholder="选填，字母、数字和 - _ / .，最多 32 个字符"
            aria-invalid={problem ? true : undefined}
            aria-describedby="pr-po-number-message"
            onChange={(event) => onChange({ ...value, poNumber: event.target.value })}
          />
          <p className="pr-message" id="pr-po-number-message" role={problem ? 'alert' : undefined}>
            {problem ?? ''}
          </p>
        </div>
      </div>
      <div className="pr-row">
        <label className="pr-label" htmlFor="pr-cost-center">
          成本中心/项目
        </label>
        <div className="pr-control">
          <CostCenterChoice list={list} admin={admin} value={value} onChange={onChange} />
        </div>
      </div>
    </TitledSection>
  );
}

/** 成本中心/项目: the enabled list to choose from, or why there is none. */
function CostCenterChoice({
  list,
  admin,
  value,
  onChange,
}: {
  list: ListState;
  admin: boolean;
  value: PurchaseRefInput;
  onChange: (next: PurchaseRefInput) => void;
}) {
  return list.kind === 'failed' ? (
    <p className="pr-message">成本中心加载失败：{list.message}</p>
  ) : list.kind === 'ready' && list.list.length === 0 ? (
    <p className="pr-hint" id="pr-cost-center">
      暂无可选的成本中心/项目
      {admin ? (
        <>
          ，<a href="/user/company">去企业信息中添加</a>
        </>
      ) : (
        '，可联系企业管理员添加'
      )}
    </p>
  ) : (
    <select
      id="pr-cost-center"
      className="pr-select"
      value={value.costCenterId}
      disabled={list.kind === 'loading'}
      onChange={(event) => onChange({ ...value, costCenterId: Number(event.target.value) })}
    >
      <option value={0}>{list.kind === 'loading' ? '加载中…' : '不指定'}</option>
      {list.kind === 'ready'
        ? list.list.map((row) => (
            <option key={row.cost_center_id} value={row.cost_center_id}>
              {unitLabel(row.unit_name, row.code ? `${row.name}（${row.code}）` : row.name)}
            </option>
          ))
        : null}
    </select>
  );
}
