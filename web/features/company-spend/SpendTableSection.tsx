// One section of 采购分析 as every grouping and 预算执行 lay it out: the heading, the chart and beside it the table
// of exact amounts under its caption and column heads; the sections differ only in their rows.
import type { ReactNode } from 'react';
import { ColumnHeads } from '../ui/ColumnHeads.tsx';

export function SpendTableSection({
  title,
  section,
  chart,
  columns,
  children,
}: {
  title: string;
  /** the section's data-section name */
  section: string;
  chart: ReactNode;
  columns: readonly string[];
  /** the table's body (and foot) */
  children: ReactNode;
}) {
  return (
    <section className="spend-section" aria-label={title} data-section={section}>
      <h2 className="spend-heading">{title}</h2>
      <div className="spend-pair">
        <div className="spend-chart-box">{chart}</div>
        <table className="uc-ledger spend-table">
          <caption className="spend-caption">{title}（元）</caption>
          <ColumnHeads columns={columns} />
          {children}
        </table>
      </div>
    </section>
  );
}

/** One row of those tables: its name as the row's header, then its amounts; `total` marks the 合计 row. */
export function SpendRow({ name, amounts, total }: { name: string; amounts: readonly string[]; total?: boolean }) {
  return (
    <tr data-total={total ? true : undefined}>
      <th scope="row">{name}</th>
      {amounts.map((amount, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a column's place is its identity
        <td key={i}>{amount}</td>
      ))}
    </tr>
  );
}
