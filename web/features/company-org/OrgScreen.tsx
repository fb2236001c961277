// /user/org 组织架构 (docs/company-api.md §13.1): the company's units as an indented tree — each with its head, its
// members and its actions (添加下级, 重命名, 负责人, 部门资料, 移动, 停用/启用) — and every member with the unit they
// are in, changed in place. 部门资料 opens the unit's own addresses, invoice titles and cost centres (§13.6). Only
// 管理员 reach it (org.manage).
import { lazy, Suspense, useState } from 'react';
import { type OneField, OneFieldDialog } from './OneFieldDialog.tsx';
import { membersOf, type OrgUnit } from './org-view.ts';
import { OrgMembers } from './OrgMembers.tsx';
import { postAndReload } from './post-and-reload.ts';
import { unitFields } from './UnitActions.tsx';
import '../user-centre/user-centre.css';
import './company-org.css';

// 部门资料 opens on a click and brings the address and invoice forms (and their validation): loaded then, so the
// page's own script stays within the route budget
const UnitDataPanel = lazy(() => import('./UnitDataPanel.tsx').then((module) => ({ default: module.UnitDataPanel })));

interface UnitRowProps {
  unit: OrgUnit;
  units: OrgUnit[];
  ask: (field: OneField) => void;
  openData: (unit: OrgUnit) => void;
}

function UnitRow({ unit, units, ask, openData }: UnitRowProps) {
  const toggle = () => postAndReload(`/api/company/org/status/${unit.id}`, { disabled: unit.disabled ? 0 : 1 });
  return (
    <li className={`org-unit depth-${unit.depth}${unit.disabled ? ' is-disabled' : ''}`} data-unit={unit.name}>
      <span className="org-unit-name">{unit.name}</span>
      {unit.disabled ? <span className="org-tag">已停用</span> : null}
      <span className="org-unit-meta">
        负责人：{unit.headName || '未设置'} · 成员 {unit.members.length} 人
      </span>
      <span className="org-unit-ops">
        {unitFields(unit, units).map((action) => (
          <button key={action.key} type="button" className="uc-link-button" onClick={() => ask(action.field)}>
            {action.label}
          </button>
        ))}
        <button type="button" className="uc-link-button" onClick={() => openData(unit)}>
          部门资料
        </button>
        {unit.parentId !== 0 ? (
          <button type="button" className="uc-link-button" onClick={() => void toggle()}>
            {unit.disabled ? '启用' : '停用'}
          </button>
        ) : null}
      </span>
    </li>
  );
}

export function OrgScreen({ units }: { units: OrgUnit[] }) {
  const [asking, setAsking] = useState<OneField | null>(null);
  const [dataOf, setDataOf] = useState<OrgUnit | null>(null);
  return (
    <div className="org-screen">
      <p className="org-hint">最多 5 级（集团、子公司、部门…）。停用前请先调出成员并处理完该部门的订单。</p>
      <ul className="org-tree" aria-label="组织架构">
        {units.map((unit) => (
          <UnitRow key={unit.id} unit={unit} units={units} ask={setAsking} openData={setDataOf} />
        ))}
      </ul>
      <OrgMembers members={membersOf(units)} units={units} />
      {asking ? <OneFieldDialog field={asking} onClose={() => setAsking(null)} /> : null}
      {dataOf ? (
        <Suspense fallback={null}>
          <UnitDataPanel unit={dataOf} onClose={() => setDataOf(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
