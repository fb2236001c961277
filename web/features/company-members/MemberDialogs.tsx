// The dialogs of 企业成员管理 (docs/user-centre.md): invite by phone with a role, change a member's role, and
// the confirmation before removing one. A refusal keeps the dialog open with what was typed; the mall's
// message is a toast either way.
import { useState } from 'react';
import { COMPANY_ROLE_NAMES, type CompanyRole } from '#shared/company/company-roles.ts';
import { checkInvite, ROLE_CHOICES } from '#shared/company/company-member-form-rules.ts';
import { appActions } from '#web/state/app-state.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { FormDialog } from '../ui/FormDialog.tsx';
import { type FieldProblem, toastedFieldProblem } from '../ui/field-problem.ts';
import { errorIdOf, FormRow } from '../ui/FormRow.tsx';
import type { MemberView } from './company-view.ts';
import { useBusy } from '../ui/use-busy.ts';
import { choicesOf, Options } from '../ui/FormFields.tsx';

const failure = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** Runs a mall call: its message as a success toast and `done`, or the refusal as an error toast. */
export async function runWithToast(call: () => Promise<string>, done: () => void | Promise<void>): Promise<boolean> {
  try {
    appActions.toast(await call(), 'success');
    await done();
    return true;
  } catch (error) {
    appActions.toast(failure(error, '操作失败'));
    return false;
  }
}

const ROLES = choicesOf(ROLE_CHOICES, COMPANY_ROLE_NAMES);

function RoleSelect({ id, value, onChange }: { id: string; value: CompanyRole | ''; onChange: (role: CompanyRole | '') => void }) {
  return (
    <select
      id={id}
      className="form-input"
      value={value}
      onChange={(event) => onChange(event.target.value as CompanyRole | '')}
      aria-describedby={errorIdOf(id)}
    >
      <option value="">请选择角色</option>
      <Options choices={ROLES} />
    </select>
  );
}

export function InviteDialog({
  onClose,
  onInvite,
}: {
  onClose: () => void;
  onInvite: (phone: string, role: CompanyRole) => Promise<boolean>;
}) {
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<CompanyRole | ''>('buyer');
  const [error, setError] = useState<FieldProblem<'phone' | 'role'> | null>(null);
  const { busy, run } = useBusy();

  const submit = async () => {
    const checked = checkInvite({ phone, role });
    setError(checked.ok ? null : toastedFieldProblem(checked, ['phone', 'role']));
    if (!checked.ok) return;
    const invited = await run(() => onInvite(checked.value.phone, checked.value.role));
    if (invited) onClose();
  };

  return (
    <FormDialog title="邀请成员" onClose={onClose} onSubmit={submit} submitLabel="发送邀请" busy={busy} className="cm-dialog">
      <p className="cm-note">被邀请人需已注册商城账号且未加入其他企业，邀请后立即成为成员并收到短信通知。</p>
      <FormRow id="invite-phone" label="手机号" error={error?.field === 'phone' ? error.message : undefined} required>
        <input
          id="invite-phone"
          className="form-input"
          value={phone}
          inputMode="numeric"
          maxLength={11}
          placeholder="请输入成员的商城账号手机号"
          onChange={(event) => setPhone(event.target.value)}
          aria-describedby={errorIdOf('invite-phone')}
        />
      </FormRow>
      <FormRow id="invite-role" label="角色" error={error?.field === 'role' ? error.message : undefined} required>
        <RoleSelect id="invite-role" value={role} onChange={setRole} />
      </FormRow>
    </FormDialog>
  );
}

export function RoleDialog({
  member,
  onClose,
  onSave,
}: {
  member: MemberView;
  onClose: () => void;
  onSave: (role: CompanyRole) => Promise<boolean>;
}) {
  const [role, setRole] = useState<CompanyRole | ''>(member.role);
  const { busy, run } = useBusy();
  const submit = async () => {
    if (role === '') {
      appActions.toast('请选择正确的角色');
      return;
    }
    const saved = await run(() => onSave(role));
    if (saved) onClose();
  };
  return (
    <FormDialog title="修改角色" onClose={onClose} onSubmit={submit} submitLabel="保存" busy={busy} closeOnBackdrop className="cm-dialog">
      <p className="cm-note">
        成员：{member.nickname}（{member.phone}）
      </p>
      <FormRow id="member-role" label="角色" required>
        <RoleSelect id="member-role" value={role} onChange={setRole} />
      </FormRow>
      <ul className="cm-role-help">
        <li>管理员：企业的全部功能</li>
        <li>采购员：以企业身份下单、支付，查看自己的订单</li>
        <li>财务：企业账户、汇款、对账单，只读查看企业全部订单</li>
        <li>只读：查看企业订单和对账单</li>
      </ul>
    </FormDialog>
  );
}

export function RemoveDialog({
  member,
  onClose,
  onConfirm,
}: {
  member: MemberView;
  onClose: () => void;
  onConfirm: () => Promise<boolean>;
}) {
  const { busy, run } = useBusy();
  const confirm = async () => {
    if (await run(onConfirm)) onClose();
  };
  return (
    <Dialog open title="移除成员" onClose={onClose} className="cm-dialog">
      <p className="cm-confirm">
        确定将 {member.nickname}（{member.phone}）移出企业吗？移除后其企业身份立即失效，个人账号不受影响。
      </p>
      <div className="form-actions">
        <button type="button" className="btn-ghost" onClick={onClose}>
          取消
        </button>
        <button type="button" className="btn-primary" onClick={confirm} disabled={busy}>
          确定移除
        </button>
      </div>
    </Dialog>
  );
}
