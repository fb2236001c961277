// /user/approval_rules 审批流程 (docs/company-api.md §13.2): the company's rules in order — the first matching rule
// holds an order — with their conditions and chain; 新增规则, 编辑, 上移/下移 and 删除. 管理员 only (org.manage).
import { useState } from 'react';
import type { OrgUnit } from '../company-org/org-view.ts';
import { postAndReload } from '../company-org/post-and-reload.ts';
import { Empty } from '../browse/Empty.tsx';
import { emptyRule, type RuleForm } from './rule-form.ts';
import { RuleDialog } from './RuleDialog.tsx';
import type { CategoryOption, MemberOption, RuleRowView } from './rule-view.ts';
import '../user-centre/user-centre.css';
import '../company-org/company-org.css';
import './company-approval-rules.css';

interface RulesScreenProps {
  rules: RuleRowView[];
  units: OrgUnit[];
  categories: CategoryOption[];
  members: MemberOption[];
}

export function RulesScreen({ rules, units, categories, members }: RulesScreenProps) {
  const [editing, setEditing] = useState<RuleForm | null>(null);
  const move = (i: number, by: number) => {
    const ids = rules.map((r) => r.id);
    const [id] = ids.splice(i, 1);
    if (id === undefined) return;
    ids.splice(i + by, 0, id);
    void postAndReload('/api/company/approval_rule/sort', { ids });
  };
  return (
    <div className="org-screen">
      <div className="org-toolbar">
        <button type="button" className="btn-primary" onClick={() => setEditing(emptyRule())}>
          新增规则
        </button>
      </div>
      <p className="org-hint">
        按顺序匹配，第一条符合的规则生效；没有符合的规则则无需审批（超出采购限额或预算的订单仍由管理员或审批人审批）。修改规则不影响已提交审批的订单。
      </p>
      {rules.length === 0 ? (
        <Empty text="暂无审批规则" />
      ) : (
        <ol className="rule-list">
          {rules.map((rule, i) => (
            <li key={rule.id} className="rule-row" data-rule={rule.name}>
              <span className="org-unit-name">{rule.name}</span>
              <span className="org-unit-meta">条件：{rule.conditions}</span>
              <span className="org-unit-meta">审批：{rule.chain}</span>
              <span className="org-unit-ops">
                <RuleButton label="编辑" onClick={() => setEditing(rule.form)} />
                {i > 0 ? <RuleButton label="上移" onClick={() => move(i, -1)} /> : null}
                {i < rules.length - 1 ? <RuleButton label="下移" onClick={() => move(i, 1)} /> : null}
                <RuleButton label="删除" onClick={() => void postAndReload(`/api/company/approval_rule/delete/${rule.id}`, {})} />
              </span>
            </li>
          ))}
        </ol>
      )}
      {editing ? (
        <RuleDialog
          initial={editing}
          choices={{ units: units.filter((u) => !u.disabled), categories, members }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

function RuleButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="uc-link-button" onClick={onClick}>
      {label}
    </button>
  );
}
