// The checked rows: 编码, 商品, 规格, 单价, 库存, 数量 (editable), 状态 with its reason, 删除. A row naming a product
// with several SKUs offers them in a select; choosing one, or changing a code or a quantity, re-checks.
import { yuan } from '#shared/money.ts';
import { QUICK_ORDER_STATE_NAMES } from '#shared/quick-order/quick-order-rules.ts';
import { reasonOf, type TableRow } from './quick-order-rows.ts';
import { ColumnHeads } from '../ui/ColumnHeads.tsx';

export interface RowEdit {
  code?: string;
  quantityText?: string;
}

function CodeCell({ row, disabled, onEdit }: { row: TableRow; disabled: boolean; onEdit: (edit: RowEdit) => void }) {
  return (
    <input
      className="qo-input qo-code"
      aria-label={`第 ${row.checked?.line ?? ''} 行编码`}
      defaultValue={row.input.code}
      key={row.input.code}
      disabled={disabled}
      onBlur={(event) => {
        const code = event.currentTarget.value.trim().toUpperCase();
        if (code !== row.input.code) onEdit({ code });
      }}
    />
  );
}

function SpecCell({ row, disabled, onEdit }: { row: TableRow; disabled: boolean; onEdit: (edit: RowEdit) => void }) {
  const checked = row.checked;
  if (!checked) return null;
  if (checked.state !== 'needs_spec') return <span>{checked.sku || '—'}</span>;
  return (
    <select
      className="qo-spec"
      aria-label="选择规格"
      defaultValue=""
      disabled={disabled}
      onChange={(event) => event.currentTarget.value && onEdit({ code: event.currentTarget.value })}
    >
      <option value="">请选择规格</option>
      {checked.choices.map((choice) => (
        <option key={choice.unique} value={choice.code} disabled={choice.stock === 0}>
          {choice.sku}（{yuan(choice.price)}，库存 {choice.stock}）
        </option>
      ))}
    </select>
  );
}

function QuickOrderRow(props: { row: TableRow; disabled: boolean; onEdit: (edit: RowEdit) => void; onDelete: () => void }) {
  const { row, disabled, onEdit, onDelete } = props;
  const checked = row.checked;
  const state = checked?.state ?? 'ok';
  const known = Boolean(checked && checked.product_id > 0);
  return (
    <tr className={`qo-row qo-state-${state}`} data-testid="quick-order-row" data-state={state}>
      <td>
        <CodeCell row={row} disabled={disabled} onEdit={onEdit} />
      </td>
      <td className="qo-product">
        {known && checked ? (
          <a href={`/goods_detail/${checked.product_id}`} target="_blank" rel="noreferrer">
            {checked.store_name}
          </a>
        ) : (
          <span className="qo-muted">{checked?.store_name || '—'}</span>
        )}
      </td>
      <td>
        <SpecCell row={row} disabled={disabled} onEdit={onEdit} />
      </td>
      <td className="qo-num">{known && checked ? yuan(checked.price) : '—'}</td>
      <td className="qo-num">{known && checked ? checked.stock : '—'}</td>
      <td>
        <input
          className="qo-input qo-quantity"
          aria-label={`${row.input.code} 数量`}
          inputMode="numeric"
          defaultValue={row.input.quantity ?? ''}
          key={`${row.input.quantity}`}
          disabled={disabled}
          onBlur={(event) => {
            const text = event.currentTarget.value;
            if (text.trim() !== String(row.input.quantity ?? '')) onEdit({ quantityText: text });
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
          }}
        />
      </td>
      <td className="qo-state">
        <span className="qo-badge">{checked ? QUICK_ORDER_STATE_NAMES[state] : '待检查'}</span>
        {reasonOf(row) ? <span className="qo-reason">{reasonOf(row)}</span> : null}
      </td>
      <td>
        <button type="button" className="link-button qo-delete" disabled={disabled} onClick={onDelete}>
          删除
        </button>
      </td>
    </tr>
  );
}

export function QuickOrderTable(props: {
  rows: readonly TableRow[];
  disabled: boolean;
  onEdit: (id: number, edit: RowEdit) => void;
  onDelete: (id: number) => void;
}) {
  const { rows, disabled, onEdit, onDelete } = props;
  return (
    <table className="qo-table" data-testid="quick-order-table">
      <ColumnHeads columns={['编码', '商品', '规格', '单价', '库存', '数量', '状态', '操作']} />
      <tbody>
        {rows.map((row) => (
          <QuickOrderRow
            key={row.id}
            row={row}
            disabled={disabled}
            onEdit={(edit) => onEdit(row.id, edit)}
            onDelete={() => onDelete(row.id)}
          />
        ))}
      </tbody>
    </table>
  );
}
