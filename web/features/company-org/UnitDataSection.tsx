// One part of the unit panel (地址 / 发票抬头 / 成本中心, docs/company-api.md §13.6): its rows with 编辑 and 删除,
// and 添加. 删除 asks first; the mall's refusal (a cost centre orders name) comes back as a toast.
import { useState } from 'react';
import { appActions } from '#web/state/app-state.ts';
import { AskDialog } from '../ui/AskDialog.tsx';
import { useBusy } from '../ui/use-busy.ts';
import type { UnitDataRow } from './unit-data-rows.ts';

export interface UnitDataSectionProps {
  title: string;
  rows: UnitDataRow[];
  onAdd: () => void;
  onEdit: (id: number) => void;
  /** answers the mall's message */
  onDelete: (id: number) => Promise<string>;
}

export function UnitDataSection({ title, rows, onAdd, onEdit, onDelete }: UnitDataSectionProps) {
  const [asking, setAsking] = useState<UnitDataRow | null>(null);
  const { busy, run } = useBusy();
  const remove = (row: UnitDataRow) =>
    run(async () => {
      try {
        appActions.toast(await onDelete(row.id), 'success');
        setAsking(null);
      } catch (error) {
        appActions.toast(error instanceof Error ? error.message : '删除失败');
      }
    });
  return (
    <section className="unit-data-section" aria-label={title}>
      <h3 className="unit-data-title">
        {title}
        <button type="button" className="uc-link-button" onClick={onAdd}>
          添加
        </button>
      </h3>
      {rows.length === 0 ? <p className="org-hint">暂无</p> : null}
      <ul className="unit-data-rows">
        {rows.map((row) => (
          <li key={row.id} className="unit-data-row">
            <span>{row.text}</span>
            <button type="button" className="uc-link-button" aria-label={`编辑 ${row.text}`} onClick={() => onEdit(row.id)}>
              编辑
            </button>
            <button type="button" className="uc-link-button" aria-label={`删除 ${row.text}`} onClick={() => setAsking(row)}>
              删除
            </button>
          </li>
        ))}
      </ul>
      <AskDialog
        open={asking !== null}
        title={`删除${title}`}
        text={`确定删除「${asking?.text ?? ''}」吗？`}
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void remove(asking)}
      />
    </section>
  );
}
