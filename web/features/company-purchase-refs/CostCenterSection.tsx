// /user/company 成本中心/项目 (docs/user-centre.md, docs/company-api.md §8.1): the company's cost centres. A 管理员
// adds one (name, optional code), renames it, disables or enables it, and deletes one no order names (the mall
// says when it must be disabled instead); other members read the list. The shared rule runs before sending, a
// refused form keeps what was typed, and each button is disabled while its call is in flight.
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import {
  COST_CENTER_CODE_MAX,
  COST_CENTER_NAME_MAX,
  type CostCenterView,
  checkCostCenter,
} from '#shared/company/purchase-ref-form-rules.ts';
import { appActions } from '#web/state/app-state.ts';
import { costCenterApi, loadCostCenters } from './cost-center-api.ts';
import { useBusy } from '../ui/use-busy.ts';
import './purchase-refs.css';
import { TitledSection } from '#web/features/ui/TitledSection.tsx';
import { ColumnHeads } from '../ui/ColumnHeads.tsx';

type ListState = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; list: CostCenterView[] };
const COLUMNS = ['名称', '编码', '状态', '订单数'];
const failure = (error: unknown) => (error instanceof Error && error.message ? error.message : '操作失败');

function CostCenterForm({
  initial,
  submitText,
  onSubmit,
  onCancel,
}: {
  initial: { name: string; code: string };
  submitText: string;
  onSubmit: (name: string, code: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial.name);
  const [code, setCode] = useState(initial.code);
  const { busy, run } = useBusy();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCostCenter({ name, code });
    if (!checked.ok) {
      appActions.toast(checked.message);
      return;
    }
    const done = await run(() => onSubmit(checked.value.name, checked.value.code));
    if (done && !onCancel) {
      setName('');
      setCode('');
    }
  };

  return (
    <form className="pr-form" onSubmit={(event) => void submit(event)}>
      <input
        aria-label="成本中心名称"
        placeholder="名称（必填）"
        value={name}
        maxLength={COST_CENTER_NAME_MAX}
        onChange={(e) => setName(e.target.value)}
      />
      <input
        aria-label="成本中心编码"
        placeholder="编码（选填）"
        value={code}
        maxLength={COST_CENTER_CODE_MAX}
        onChange={(e) => setCode(e.target.value)}
      />
      <button type="submit" className="btn-primary" disabled={busy}>
        {submitText}
      </button>
      {onCancel ? (
        <button type="button" className="btn-ghost" onClick={onCancel}>
          取消
        </button>
      ) : null}
    </form>
  );
}

export function CostCenterSection({ canEdit }: { canEdit: boolean }) {
  const [state, setState] = useState<ListState>({ kind: 'loading' });
  const [editing, setEditing] = useState<number | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      setState({ kind: 'ready', list: await loadCostCenters(false) });
    } catch (error) {
      setState({ kind: 'failed', message: failure(error) });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  /** Runs a change, toasts the mall's answer and reads the list again; false when refused. */
  const act = async (id: number | null, call: () => Promise<string>): Promise<boolean> => {
    setBusyId(id);
    try {
      appActions.toast(await call());
      await load();
      return true;
    } catch (error) {
      appActions.toast(failure(error));
      return false;
    } finally {
      setBusyId(null);
    }
  };

  return (
    <TitledSection className="pr-section" headingId="pr-section-title" heading="成本中心/项目" headingClassName="pr-section-title">
      <p className="cm-note">下单时可选择成本中心/项目，并填写采购单号；它们会显示在订单、对账单和发票申请上。</p>
      {canEdit ? (
        <CostCenterForm
          initial={{ name: '', code: '' }}
          submitText="添加"
          onSubmit={(name, code) => act(null, () => costCenterApi.create(name, code))}
        />
      ) : null}
      {state.kind === 'loading' ? <p className="cm-note">加载中…</p> : null}
      {state.kind === 'failed' ? <p className="cm-reason">成本中心加载失败：{state.message}</p> : null}
      {state.kind === 'ready' && state.list.length === 0 ? <p className="cm-note">暂无成本中心/项目</p> : null}
      {state.kind === 'ready' && state.list.length > 0 ? (
        <table className="pr-table">
          <ColumnHeads columns={canEdit ? [...COLUMNS, '操作'] : COLUMNS} scoped={false} />
          <tbody>
            {state.list.map((row) => (
              <CostCenterRow
                key={row.cost_center_id}
                row={row}
                canEdit={canEdit}
                editing={editing === row.cost_center_id}
                busy={busyId !== null}
                act={act}
                onEdit={setEditing}
              />
            ))}
          </tbody>
        </table>
      ) : null}
    </TitledSection>
  );
}

/** One cost centre: its facts and a 管理员's buttons, or the rename form in their place. */
function CostCenterRow({
  row,
  canEdit,
  editing,
  busy,
  act,
  onEdit,
}: {
  row: CostCenterView;
  canEdit: boolean;
  editing: boolean;
  busy: boolean;
  act: (id: number | null, call: () => Promise<string>) => Promise<boolean>;
  onEdit: (id: number | null) => void;
}) {
  return (
    <tr className={row.status === 1 ? '' : 'is-disabled'} data-cost-center={row.name}>
      {editing ? (
        <td colSpan={canEdit ? 5 : 4}>
          <CostCenterForm
            initial={{ name: row.name, code: row.code }}
            submitText="保存"
            onCancel={() => onEdit(null)}
            onSubmit={async (name, code) => {
              const done = await act(row.cost_center_id, () => costCenterApi.update(row.cost_center_id, name, code));
              if (done) onEdit(null);
              return done;
            }}
          />
        </td>
      ) : (
        <>
          <td>{row.name}</td>
          <td>{row.code || '—'}</td>
          <td>{row.status === 1 ? '启用' : '已停用'}</td>
          <td>{row.order_count}</td>
          {canEdit ? (
            <td className="pr-actions">
              <button type="button" className="btn-ghost" disabled={busy} onClick={() => onEdit(row.cost_center_id)}>
                重命名
              </button>
              <button
                type="button"
                className="btn-ghost"
                disabled={busy}
                onClick={() => void act(row.cost_center_id, () => costCenterApi.setStatus(row.cost_center_id, row.status === 1 ? 0 : 1))}
              >
                {row.status === 1 ? '停用' : '启用'}
              </button>
              <button
                type="button"
                className="btn-ghost"
                disabled={busy}
                onClick={() => void act(row.cost_center_id, () => costCenterApi.remove(row.cost_center_id))}
              >
                删除
              </button>
            </td>
          ) : null}
        </>
      )}
    </tr>
  );
}
