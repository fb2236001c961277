// 指定成员: the company's members as checkboxes, the level's approvers being those ticked (in the company's order).
import type { MemberOption } from './rule-view.ts';

interface MemberPickerProps {
  n: number;
  members: readonly MemberOption[];
  chosen: readonly number[];
  onChange: (uids: number[]) => void;
}

export function MemberPicker({ n, members, chosen, onChange }: MemberPickerProps) {
  const toggle = (uid: number, on: boolean) => onChange(members.map((m) => m.uid).filter((id) => (id === uid ? on : chosen.includes(id))));
  return (
    <fieldset className="rule-members">
      <legend>第 {n} 级审批成员</legend>
      {members.length === 0 ? <span className="org-unit-meta">暂无成员</span> : null}
      {members.map((m) => (
        <label key={m.uid} className="rule-member">
          <input type="checkbox" checked={chosen.includes(m.uid)} onChange={(e) => toggle(m.uid, e.target.checked)} /> {m.nickname}
        </label>
      ))}
    </fieldset>
  );
}
