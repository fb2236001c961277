// /user/company 开放接口 (docs/company-api.md §17): the 管理员's API clients for the company's ERP/SRM and PunchOut
// buyers — create, edit, 重置密钥, 停用 — the secret shown once in a dialog, and the paged audit of their calls.
// Shown only to a role with openApi.manage; the mall refuses the calls to others too.
import { COMPANY_ROLE_NAMES, isCompanyRole } from '#shared/company/company-roles.ts';
import { isOpenClientScope, OPEN_CLIENT_SCOPE_NAMES } from '#shared/company/open-client-scopes.ts';
import { AskDialog } from '../ui/AskDialog.tsx';
import { ColumnHeads } from '../ui/ColumnHeads.tsx';
import type { Choice } from '../ui/FormFields.tsx';
import { TitledSection } from '../ui/TitledSection.tsx';
import '../ui/form-row.css';
import '../inbox/inbox.css';
import './open-clients.css';
import { AuditLog } from './AuditLog.tsx';
import type { ClientForm, ClientView } from './open-client-api.ts';
import { useOpenClients } from './use-open-clients.ts';
import { EMPTY_CLIENT_FORM, OpenClientForm } from './OpenClientForm.tsx';
import { SecretDialog } from './SecretDialog.tsx';

const OPEN_API_NOTE =
  '为贵司的 ERP、SRM 或采购平台创建 API 客户端：客户端以所选角色和部门的“系统成员”身份采购，审批流程、预算和部门范围照常生效；每次调用都会记录在下方的调用记录中。密钥只在创建或重置时显示一次。';

const scopeNames = (scopes: string[]) => scopes.map((s) => (isOpenClientScope(s) ? OPEN_CLIENT_SCOPE_NAMES[s] : s)).join('、');
const roleName = (role: string) => (isCompanyRole(role) ? COMPANY_ROLE_NAMES[role] : role);
const formOf = (row: ClientView): ClientForm => ({
  name: row.name,
  role: row.role,
  unit_id: row.unit_id ? String(row.unit_id) : '',
  scopes: row.scopes,
  ip_allow: row.ip_allow.join('\n'),
});

export function OpenClientSection({ units }: { units: readonly Choice[] }) {
  const { state, editing, setEditing, asking, setAsking, shown, closeSecret, version, create, confirm, save } = useOpenClients();
  return (
    <TitledSection className="wh-section oc-section" headingId="oc-section-title" heading="开放接口" headingClassName="pr-section-title">
      <p className="cm-note">{OPEN_API_NOTE}</p>
      <OpenClientForm initial={EMPTY_CLIENT_FORM} units={units} editing={false} onSubmit={create} />
      {state.kind === 'loading' ? <p className="cm-note">加载中…</p> : null}
      {state.kind === 'failed' ? <p className="cm-reason">开放接口加载失败：{state.message}</p> : null}
      {state.kind === 'ready' ? (
        <ClientTable
          clients={state.clients}
          units={units}
          editing={editing}
          onEdit={setEditing}
          onSave={save}
          onAsk={(kind, client) => setAsking({ kind, client })}
        />
      ) : null}
      <div id="open-client-audit">
        <AuditLog key={version} />
      </div>
      <AskDialog
        open={asking !== null}
        title={asking?.kind === 'rotate' ? '重置密钥' : '停用客户端'}
        text={
          asking?.kind === 'rotate'
            ? `重置「${asking.client.name}」的密钥后，原密钥和已签发的令牌将立即失效，贵司系统需改用新密钥。确定重置吗？`
            : `停用「${asking?.client.name ?? ''}」后，它的令牌将立即失效且无法恢复。确定停用吗？`
        }
        onCancel={() => setAsking(null)}
        onConfirm={() => void confirm()}
      />
      {shown ? <SecretDialog shown={shown} onClose={closeSecret} /> : null}
    </TitledSection>
  );
}

function ClientTable(props: {
  clients: ClientView[];
  units: readonly Choice[];
  editing: number | null;
  onEdit: (id: number | null) => void;
  onSave: (id: number, form: ClientForm) => Promise<boolean>;
  onAsk: (kind: 'rotate' | 'revoke', client: ClientView) => void;
}) {
  const { clients, units, editing, onEdit, onSave, onAsk } = props;
  if (clients.length === 0) return <p className="cm-note">暂无 API 客户端</p>;
  const unitName = (id: number | null) => units.find((u) => u.value === String(id))?.label.trim() ?? '企业';
  return (
    <table className="pr-table wh-table oc-table">
      <caption>API 客户端</caption>
      <ColumnHeads columns={['名称', '客户端 ID', '角色 / 部门', '授权范围', 'IP 白名单', '状态', '最近使用', '操作']} />
      <tbody>
        {clients.map((row) =>
          editing === row.id ? (
            <tr key={row.id}>
              <td colSpan={8}>
                <OpenClientForm
                  initial={formOf(row)}
                  units={units}
                  editing
                  onSubmit={(form) => onSave(row.id, form)}
                  onCancel={() => onEdit(null)}
                />
              </td>
            </tr>
          ) : (
            <tr key={row.id} data-client-id={row.client_id}>
              <td>{row.name}</td>
              <td>
                <code>{row.client_id}</code>
              </td>
              <td>
                {roleName(row.role)} / {unitName(row.unit_id)}
              </td>
              <td>{scopeNames(row.scopes)}</td>
              <td>{row.ip_allow.length === 0 ? '不限' : row.ip_allow.join('、')}</td>
              <td className={row.status === 1 ? 'oc-ok' : 'oc-refused'}>{row.status === 1 ? '启用' : '已停用'}</td>
              <td>{row.last_used_at ?? '—'}</td>
              <td className="pr-actions">
                {row.status === 1 ? (
                  <>
                    <button type="button" className="btn-ghost" onClick={() => onEdit(row.id)}>
                      编辑
                    </button>
                    <button type="button" className="btn-ghost" onClick={() => onAsk('rotate', row)}>
                      重置密钥
                    </button>
                    <button type="button" className="btn-ghost" onClick={() => onAsk('revoke', row)}>
                      停用
                    </button>
                  </>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}
