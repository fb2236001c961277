// The pieces of one reorder list (ListDetail.tsx): the lines table with a row per line (its quantity edited in
// place for those who may edit), and the dialogs to rename and to delete the list.
import { useState } from 'react';
import { REORDER_LIST_MAX_QUANTITY, reorderListNameError, REORDER_LIST_NAME_MAX } from '#shared/company/reorder-list-rules.ts';
import { appActions } from '#web/state/app-state.ts';
import { PartNumber } from '../goods/PartNumber.tsx';
import { AskDialog } from '../ui/AskDialog.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { useBusy } from '../ui/use-busy.ts';
import type { ReorderLineView, ReorderListDetail } from './reorder-list-view.ts';

export const errorText = (failure: unknown, fallback: string) => (failure instanceof Error ? failure.message : fallback);

export function ListLinesTable({
  list,
  busy,
  onQuantity,
  onRemove,
}: {
  list: ReorderListDetail;
  busy: boolean;
  onQuantity: (line: ReorderLineView, quantity: number) => void;
  onRemove: (line: ReorderLineView) => void;
}) {
  if (list.lines.length === 0) return <p className="rl-hint">清单中没有商品</p>;
  return (
    <table className="uc-ledger rl-lines">
      <thead>
        <tr>
          <th scope="col">商品</th>
          <th scope="col" className="rl-money">
            单价
          </th>
          <th scope="col">库存</th>
          <th scope="col">状态</th>
          <th scope="col">数量</th>
          {list.canEdit ? <th scope="col">操作</th> : null}
        </tr>
      </thead>
      <tbody>
        {list.lines.map((line) => (
          <LineRow
            key={line.id}
            line={line}
            editable={list.canEdit}
            busy={busy}
            onQuantity={(quantity) => onQuantity(line, quantity)}
            onRemove={() => onRemove(line)}
          />
        ))}
      </tbody>
    </table>
  );
}

export function DeleteListDialog({
  open,
  name,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  name: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <AskDialog
      open={open}
      title="删除清单"
      text={`确定删除清单“${name}”吗？删除后全企业成员都将无法使用。`}
      onCancel={onClose}
      onConfirm={onConfirm}
      busy={busy}
      className="rl-confirm"
    />
  );
}

function LineRow({
  line,
  editable,
  busy,
  onQuantity,
  onRemove,
}: {
  line: ReorderLineView;
  editable: boolean;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const [value, setValue] = useState(String(line.quantity));
  const commit = () => {
    const quantity = Number(value);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > REORDER_LIST_MAX_QUANTITY) {
      appActions.toast(`数量必须是 1 到 ${REORDER_LIST_MAX_QUANTITY} 之间的整数`);
      setValue(String(line.quantity));
      return;
    }
    if (quantity !== line.quantity) onQuantity(quantity);
  };
  return (
    <tr data-line={line.id} className={line.state === 'ok' ? undefined : 'is-unavailable'}>
      <td>
        <div className="rl-product">
          {line.image ? <img src={line.image} alt="" width={48} height={48} loading="lazy" /> : <span className="rl-no-image" />}
          <span>
            {line.productId && line.state !== 'off_shelf' ? (
              <a href={`/goods_detail/${line.productId}`}>{line.name}</a>
            ) : (
              line.name || '商品已下架'
            )}
            {line.sku ? <small className="rl-sku">{line.sku}</small> : null}
            <PartNumber name={line.name} className="part-number rl-sku" />
          </span>
        </div>
      </td>
      <td className="rl-money">{line.price ? `¥${line.price}` : '—'}</td>
      <td>{line.state === 'off_shelf' || line.state === 'sku_gone' ? '—' : line.stock}</td>
      <td>
        <span className={`rl-state rl-state-${line.state}`}>{line.stateName}</span>
      </td>
      <td>
        {editable ? (
          <input
            className="rl-quantity"
            type="number"
            min={1}
            max={REORDER_LIST_MAX_QUANTITY}
            aria-label={`${line.name} 数量`}
            value={value}
            disabled={busy}
            onChange={(event) => setValue(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit();
            }}
          />
        ) : (
          line.quantity
        )}
      </td>
      {editable ? (
        <td>
          <button type="button" className="rl-link-button" disabled={busy} onClick={onRemove}>
            删除
          </button>
        </td>
      ) : null}
    </tr>
  );
}

export function RenameDialog({ name, onClose, onSave }: { name: string; onClose: () => void; onSave: (name: string) => Promise<void> }) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState('');
  const { busy, run } = useBusy();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    const refusal = reorderListNameError(trimmed);
    if (refusal) return setError(refusal);
    await run(async () => {
      try {
        await onSave(trimmed);
      } catch (failure) {
        setError(errorText(failure, '重命名失败'));
      }
    });
  };
  return (
    <Dialog open title="重命名清单" onClose={onClose} closeOnBackdrop={false} className="rl-dialog">
      <form onSubmit={submit} noValidate>
        <label className="rl-legend" htmlFor="rl-rename">
          清单名称
        </label>
        <input
          id="rl-rename"
          className="rl-name"
          type="text"
          maxLength={REORDER_LIST_NAME_MAX + 10}
          value={value}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError('');
          }}
        />
        <p className="rl-error" role={error ? 'alert' : undefined}>
          {error}
        </p>
        <div className="form-actions">
          <button type="button" className="btn-ghost" onClick={onClose}>
            取消
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            保存
          </button>
        </div>
      </form>
    </Dialog>
  );
}
