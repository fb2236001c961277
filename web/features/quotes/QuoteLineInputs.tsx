// The table of a quote's lines with a quantity and a target price to type per line: the 申请报价 dialog asks with it
// and 议价 answers a quote with it. The rows are the caller's state; a change of one cell hands back the new rows.
import { ColumnHeads } from '../ui/ColumnHeads.tsx';
export interface QuoteInputRow {
  quantity: string;
  target: string;
}

export interface QuoteInputLine {
  key: string | number;
  name: string;
  sku: string;
}

export function QuoteLineInputs({
  lines,
  rows,
  onRows,
  quantityLabel,
  targetPlaceholder,
}: {
  lines: readonly QuoteInputLine[];
  rows: readonly QuoteInputRow[];
  onRows: (update: (old: QuoteInputRow[]) => QuoteInputRow[]) => void;
  /** the quantity field's name after the product's: 询价数量 or 议价数量 */
  quantityLabel: string;
  targetPlaceholder?: string;
}) {
  const change = (index: number, patch: Partial<QuoteInputRow>) =>
    onRows((old) => old.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <table className="uc-ledger">
      <ColumnHeads columns={['商品', '数量', '目标单价(元)']} />
      <tbody>
        {lines.map((line, index) => (
          <tr key={line.key}>
            <td>
              {line.name}
              <span className="qt-sub">{line.sku}</span>
            </td>
            <td>
              <input
                aria-label={`${line.name}${quantityLabel}`}
                inputMode="numeric"
                value={rows[index]?.quantity ?? ''}
                onChange={(event) => change(index, { quantity: event.target.value })}
              />
            </td>
            <td>
              <input
                aria-label={`${line.name}目标单价`}
                inputMode="decimal"
                placeholder={targetPlaceholder}
                value={rows[index]?.target ?? ''}
                onChange={(event) => change(index, { target: event.target.value })}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
