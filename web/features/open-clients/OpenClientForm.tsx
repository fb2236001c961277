// 开放接口's create/edit form (docs/company-api.md §17): name, the role the client acts under (采购员, 财务, 只读),
// its unit, the scopes as checkboxes from the one scope table, and the IP allow-list, one address or CIDR range a
// line. A refused form keeps what was typed; the mall's message is a toast.
import { type FormEvent, useState } from 'react';
import { COMPANY_ROLE_NAMES } from '#shared/company/company-roles.ts';
import { OPEN_CLIENT_LIMITS, OPEN_CLIENT_ROLES, OPEN_CLIENT_SCOPE_NAMES, OPEN_CLIENT_SCOPES } from '#shared/company/open-client-scopes.ts';
import { type Choice, Options } from '../ui/FormFields.tsx';
import { useBusy } from '../ui/use-busy.ts';
import type { ClientForm } from './open-client-api.ts';

const ROLE_CHOICES: Choice[] = OPEN_CLIENT_ROLES.map((role) => ({ value: role, label: COMPANY_ROLE_NAMES[role] }));

export const EMPTY_CLIENT_FORM: ClientForm = { name: '', role: 'buyer', unit_id: '', scopes: [], ip_allow: '' };

export function OpenClientForm({
  initial,
  units,
  editing,
  onSubmit,
  onCancel,
}: {
  initial: ClientForm;
  units: readonly Choice[];
  editing: boolean;
  onSubmit: (form: ClientForm) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [form, setForm] = useState<ClientForm>(initial);
  const { busy, run } = useBusy();
  const set = <K extends keyof ClientForm>(key: K, value: ClientForm[K]) => setForm((now) => ({ ...now, [key]: value }));
  const toggle = (scope: string) =>
    set('scopes', form.scopes.includes(scope) ? form.scopes.filter((s) => s !== scope) : [...form.scopes, scope]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await run(() => onSubmit({ ...form, name: form.name.trim() }));
    if (done && !editing) setForm(EMPTY_CLIENT_FORM);
  };

  return (
    <form className="wh-form oc-form" aria-label={editing ? '编辑客户端' : '创建客户端'} onSubmit={(event) => void submit(event)}>
      <label>
        客户端名称
        <input
          value={form.name}
          maxLength={OPEN_CLIENT_LIMITS.nameMax}
          placeholder="如：用友 ERP、SAP SRM"
          onChange={(e) => set('name', e.target.value)}
        />
      </label>
      <label>
        角色
        <select value={form.role} onChange={(e) => set('role', e.target.value)}>
          <Options choices={ROLE_CHOICES} />
        </select>
      </label>
      <label>
        所属部门
        <select value={form.unit_id} onChange={(e) => set('unit_id', e.target.value)}>
          <option value="">企业（根部门）</option>
          <Options choices={units} />
        </select>
      </label>
      <fieldset className="wh-kinds">
        <legend>授权范围</legend>
        {OPEN_CLIENT_SCOPES.map((scope) => (
          <label key={scope}>
            <input type="checkbox" checked={form.scopes.includes(scope)} onChange={() => toggle(scope)} />
            {OPEN_CLIENT_SCOPE_NAMES[scope]}
          </label>
        ))}
      </fieldset>
      <label>
        IP 白名单
        <textarea
          rows={3}
          value={form.ip_allow}
          placeholder={'每行一个 IP 或网段，如 203.0.113.10、10.0.0.0/8、2001:db8::/32；留空则不限制'}
          onChange={(e) => set('ip_allow', e.target.value)}
        />
      </label>
      <div className="wh-form-actions">
        <button type="submit" className="btn-primary" disabled={busy}>
          {editing ? '保存' : '创建客户端'}
        </button>
        {onCancel ? (
          <button type="button" className="btn-ghost" onClick={onCancel}>
            取消
          </button>
        ) : null}
      </div>
    </form>
  );
}
