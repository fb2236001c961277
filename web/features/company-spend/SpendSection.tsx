// One grouping of 采购分析: its chart and, beside it, the table with the exact amounts (采购, 退款, 净采购额) and
// the period's total, so every bar can be read to the fen. The chart draws at most 12 groups and 其他; the table
// lists every group.
import type { ReactNode } from 'react';
import type { SpendGroupView } from './spend-view.ts';
import { SpendRow, SpendTableSection } from './SpendTableSection.tsx';

export function SpendSection({
  title,
  column,
  groups,
  total,
  chart,
}: {
  title: string;
  column: string;
  groups: readonly SpendGroupView[];
  total: { purchase: string; refund: string; net: string } | null;
  /** the chart, given its title (chartTitle) */
  chart: ReactNode;
}) {
  return (
    <SpendTableSection title={title} section={column} chart={chart} columns={[column, '采购金额', '退款金额', '净采购额']}>
      <tbody>
        {groups.map((g) => (
          <SpendRow key={g.name} name={g.name} amounts={[g.purchase, g.refund, g.net]} />
        ))}
      </tbody>
      {total ? (
        <tfoot>
          <SpendRow name="合计" amounts={[total.purchase, total.refund, total.net]} total />
        </tfoot>
      ) : null}
    </SpendTableSection>
  );
}

/** a section chart's accessible name: the grouping and, where there is one, the period's total */
export const chartTitle = (title: string, total: { net: string } | null) =>
  total ? `${title}净采购额（合计 ¥${total.net}）` : `${title}净采购额`;
