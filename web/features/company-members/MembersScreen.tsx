// /user/company_user_management 企业成员管理 (docs/user-centre.md): the members (name, masked phone, role,
// status, joined) with 修改角色, 停用/启用 and 移除, and 邀请成员. After each change the page reads the list
// again; the mall's message is a toast.
import { useState } from 'react';
import { reload } from 'vike/client/router';
import { Pagination } from '../browse/Pagination.tsx';
import { MemberLimitsAction } from '../company-approvals/MemberLimitsAction.tsx';
import { companyMembersApi } from './company-members-api.ts';
import { MEMBERS_PAGE_SIZE, type MembersPage, type MemberView } from './company-view.ts';
import { InviteDialog, RemoveDialog, RoleDialog, runWithToast } from './MemberDialogs.tsx';
import '../user-centre/user-centre.css';
import './company-members.css';
import { TableOrEmpty } from '../ui/TableOrEmpty.tsx';

type Open = { kind: 'invite' } | { kind: 'role'; member: MemberView } | { kind: 'remove'; member: MemberView } | null;

export function membersHref(page: number): string {
  return page > 1 ? `/user/company_user_management?page=${page}` : '/user/company_user_management';
}

export function MembersScreen({ members, page }: { members: MembersPage; page: number }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <div className="cm-members">
      <div className="cm-toolbar">
        <p className="cm-hint">共 {members.total} 名成员。企业至少保留一名正常状态的管理员。</p>
        <button type="button" className="btn-primary" onClick={() => setOpen({ kind: 'invite' })}>
          邀请成员
        </button>
      </div>
      <TableOrEmpty
        className="uc-ledger cm-table"
        columns={['姓名', '手机号', '角色', '状态', '加入时间', '操作']}
        isEmpty={members.rows.length === 0}
        emptyText="暂无企业成员"
      >
        {members.rows.map((member) => (
          <MemberRow key={member.uid} member={member} onOpen={setOpen} />
        ))}
      </TableOrEmpty>
      <Pagination page={page} total={members.total} limit={MEMBERS_PAGE_SIZE} hrefFor={membersHref} />
      {open?.kind === 'invite' ? (
        <InviteDialog onClose={close} onInvite={(phone, role) => runWithToast(() => companyMembersApi.invite({ phone, role }), reload)} />
      ) : null}
      {open?.kind === 'role' ? (
        <RoleDialog
          member={open.member}
          onClose={close}
          onSave={(role) => runWithToast(() => companyMembersApi.changeRole(open.member.uid, role), reload)}
        />
      ) : null}
      {open?.kind === 'remove' ? (
        <RemoveDialog
          member={open.member}
          onClose={close}
          onConfirm={() => runWithToast(() => companyMembersApi.remove(open.member.uid), reload)}
        />
      ) : null}
    </div>
  );
}

function MemberRow({ member, onOpen }: { member: MemberView; onOpen: (open: Open) => void }) {
  return (
    <tr data-uid={member.uid}>
      <td>
        {member.nickname}
        {member.isSelf ? <span className="cm-self">（我）</span> : null}
      </td>
      <td>{member.phone}</td>
      <td>{member.roleName}</td>
      <td>
        <span className={member.active ? 'cm-state-on' : 'cm-state-off'}>{member.statusName}</span>
      </td>
      <td>{member.joinTime}</td>
      <td className="cm-ops">
        <MemberLimitsAction uid={member.uid} nickname={member.nickname} />
        <button type="button" className="uc-link-button" onClick={() => onOpen({ kind: 'role', member })}>
          修改角色
        </button>
        <button
          type="button"
          className="uc-link-button"
          onClick={() => runWithToast(() => companyMembersApi.changeStatus(member.uid, member.active ? 0 : 1), reload)}
        >
          {member.active ? '停用' : '启用'}
        </button>
        <button type="button" className="uc-link-button cm-danger" onClick={() => onOpen({ kind: 'remove', member })}>
          移除
        </button>
      </td>
    </tr>
  );
}
