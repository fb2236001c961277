// /user/budgets 预算管理 (docs/company-api.md §13.4): each budget with its unit or cost centre, period, amount,
// used and left, renewal, carry-over and what an order over it does; 添加预算 and 删除. 管理员 and 财务
// (budgets.manage).
import { useState } from 'react';
import type { OrgUnit } from '../company-org/org-view.ts';
import { postAndReload } from '../company-org/post-and-reload.ts';
import { BudgetDialog } from './BudgetDialog.tsx';
import type { BudgetRowView, CostCenterOption } from './budget-view.ts';
import '../user-centre/user-centre.css';
import '../company-org/company-org.css';
import { TableOrEmpty } from '../ui/TableOrEmpty.tsx';

const HEADINGS = ['预算对象', '周期', '期间', '预算(元)', '已用(元)', '剩余(元)', '续期', '结转', '超出预算', '操作'];

export function BudgetsScreen({
  budgets,
  units,
  costCenters,
}: {
  budgets: BudgetRowView[];
  units: OrgUnit[];
  costCenters: CostCenterOption[];
}) {
  const [adding, setAdding] = useState(false);
  return (
    <div className="org-screen">
      <div className="org-toolbar">
        <button type="button" className="btn-primary" onClick={() => setAdding(true)}>
          添加预算
        </button>
      </div>
      <p className="org-hint">
        预算可按部门（含下级部门）或成本中心设置，按期间统计待审批、待付款和已付款的订单，取消、驳回和退款后释放。到期自动续期的预算会自动开启下一期，可选择将结余结转到下一期。未设置预算的部门下单不受影响。
      </p>
      <TableOrEmpty className="uc-ledger" columns={HEADINGS} isEmpty={budgets.length === 0} emptyText="暂无预算">
        {budgets.map((b) => (
          <BudgetRow key={b.id} budget={b} />
        ))}
      </TableOrEmpty>
      {adding ? <BudgetDialog units={units.filter((u) => !u.disabled)} costCenters={costCenters} onClose={() => setAdding(false)} /> : null}
    </div>
  );
}

function BudgetRow({ budget: b }: { budget: BudgetRowView }) {
  return (
    <tr data-budget={b.scope}>
      <td>
        {b.scopeKind}：{b.scope}
      </td>
      <td>{b.periodName}</td>
      <td>
        {b.start} 至 {b.end}
      </td>
      <td>{b.amount}</td>
      <td>{b.used}</td>
      <td>{b.remaining}</td>
      <td>{b.renewText}</td>
      <td>{b.carryText}</td>
      <td>{b.modeName}</td>
      <td>
        <button type="button" className="uc-link-button" onClick={() => void postAndReload(`/api/company/budget/delete/${b.id}`, {})}>
          删除
        </button>
      </td>
    </tr>
  );
}
