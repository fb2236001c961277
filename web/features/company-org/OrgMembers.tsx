// The members table of 组织架构 (docs/company-api.md §13.1): each member's unit, changed with a select that posts
// at once (disabled units are not offered).
import { useBusy } from '../ui/use-busy.ts';
import { indented, type OrgUnit } from './org-view.ts';
import { postAndReload } from './post-and-reload.ts';
import { ColumnHeads } from '../ui/ColumnHeads.tsx';

type Member = { uid: number; nickname: string; roleName: string; unitId: number };

function MemberRow({ member, units }: { member: Member; units: OrgUnit[] }) {
  const { busy, run } = useBusy();
  const place = (unitId: string) => run(() => postAndReload(`/api/company/org/member/${member.uid}`, { unit_id: Number(unitId) }));
  return (
    <tr data-member={member.nickname}>
      <td>{member.nickname}</td>
      <td>{member.roleName}</td>
      <td>
        <select
          aria-label={`${member.nickname}所属部门`}
          value={String(member.unitId)}
          disabled={busy}
          onChange={(event) => void place(event.target.value)}
        >
          {units
            .filter((unit) => !unit.disabled || unit.id === member.unitId)
            .map((unit) => (
              <option key={unit.id} value={unit.id}>
                {indented(unit)}
              </option>
            ))}
        </select>
      </td>
    </tr>
  );
}

export function OrgMembers({ members, units }: { members: Member[]; units: OrgUnit[] }) {
  return (
    <table className="uc-ledger org-members">
      <caption>成员所属部门</caption>
      <ColumnHeads columns={['成员', '角色', '所属部门']} />
      <tbody>
        {members.map((member) => (
          <MemberRow key={member.uid} member={member} units={units} />
        ))}
      </tbody>
    </table>
  );
}
