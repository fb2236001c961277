// 部门资料 of one unit on 组织架构 (docs/company-api.md §13.6): its own 收货地址, 发票抬头 and 成本中心, each added,
// edited and deleted here by 管理员. Members of the unit and of every unit below it pick them when ordering under 企业.
import { useState } from 'react';
import { unitLabel } from '#shared/company/unit-data-rules.ts';
import { AddressDialog } from '../address/AddressDialog.tsx';
import { ReceiptTitleDialog } from '../invoice/ReceiptTitleDialog.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import type { OrgUnit } from './org-view.ts';
import { type UnitDataKind, unitDataApi } from './unit-data-api.ts';
import { editingOf, rowsOf, UNIT_DATA_SECTIONS, type UnitDataEditing } from './unit-data-rows.ts';
import { UnitCostCenterDialog } from './UnitCostCenterDialog.tsx';
import { UnitDataSection } from './UnitDataSection.tsx';
import { useUnitData } from './use-unit-data.ts';

export function UnitDataPanel({ unit, onClose }: { unit: OrgUnit; onClose: () => void }) {
  const { state, reload } = useUnitData(unit.id);
  const [editing, setEditing] = useState<UnitDataEditing | null>(null);
  const close = () => setEditing(null);
  const done = () => {
    setEditing(null);
    void reload();
  };
  const remove = (kind: UnitDataKind) => async (id: number) => {
    const message = await unitDataApi.remove(kind, id);
    void reload();
    return message;
  };
  return (
    <Dialog open title={`「${unit.name}」的部门资料`} onClose={onClose} className="unit-data-panel">
      <p className="org-hint">本部门及其下级部门的成员以企业身份下单时可选用，显示为「{unitLabel(unit.name, '…')}」。</p>
      {state.kind === 'loading' ? <p className="org-hint">加载中…</p> : null}
      {state.kind === 'failed' ? <p role="alert">加载失败：{state.message}</p> : null}
      {state.kind === 'ready'
        ? UNIT_DATA_SECTIONS.map(([kind, title]) => (
            <UnitDataSection
              key={kind}
              title={title}
              rows={rowsOf(state.data, kind)}
              onAdd={() => setEditing(editingOf(state.data, kind, 0))}
              onEdit={(id) => setEditing(editingOf(state.data, kind, id))}
              onDelete={remove(kind)}
            />
          ))
        : null}
      <AddressDialog
        open={editing?.kind === 'address'}
        editing={editing?.kind === 'address' ? editing.row : null}
        onClose={close}
        onSaved={done}
        save={(values) => unitDataApi.saveAddress(unit.id, values)}
      />
      <ReceiptTitleDialog
        editing={editing?.kind === 'receipt' ? { title: editing.row } : null}
        onClose={close}
        onSaved={done}
        save={(id, request) => unitDataApi.saveTitle(unit.id, id, request, false)}
        offerDefault={false}
      />
      {editing?.kind === 'cost_center' ? (
        <UnitCostCenterDialog
          editing={editing.row}
          onClose={done}
          save={(name, code) => unitDataApi.saveCostCenter(unit.id, editing.row?.cost_center_id ?? 0, name, code)}
        />
      ) : null}
    </Dialog>
  );
}
