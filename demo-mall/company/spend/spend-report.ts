// The answer of GET /api/company/spend/summary (docs/company-api.md §15): the period, the figures grouped six ways,
// the top products, and each budget that overlaps the period with what it used and has left. Amounts go out both
// as integer fen (for the charts) and as yuan text (for the tables), one figure, never recomputed by the reader.
import { formatFen } from '#shared/money.ts';
import type { BudgetService } from '../budgets/budget-service.ts';
import type { BudgetStore } from '../budgets/budget-store.ts';
import type { UnitStore } from '../units/unit-store.ts';
import { periodDates } from '../statements/statement-periods.ts';
import { type SpendGroup, spendFigures } from './spend-figures.ts';
import type { SpendSource } from './spend-source.ts';

export interface SpendReportDeps {
  source: SpendSource;
  budgets: BudgetService;
  budgetStore: BudgetStore;
  units: UnitStore;
  costCenterOf: (companyId: number, costCenterId: number) => string;
}

const groupView = (g: SpendGroup) => ({
  name: g.name,
  purchase_fen: g.purchaseFen,
  refund_fen: g.refundFen,
  net_fen: g.netFen,
  purchase: formatFen(g.purchaseFen),
  refund: formatFen(g.refundFen),
  net: formatFen(g.netFen),
});

export type SpendReport = ReturnType<ReturnType<typeof createSpendReport>>;

export function createSpendReport(deps: SpendReportDeps) {
  return function report(companyId: number, from: string, to: string, months: readonly string[]) {
    const figures = spendFigures(months, deps.source(companyId, from, to));
    const start = periodDates(from).startDate;
    const end = periodDates(to).endDate;
    const budgets = deps.budgetStore
      .activeOf(companyId)
      .filter((b) => b.start_date <= end && b.end_date >= start)
      .map((b) => {
        const { usedFen, remainingFen } = deps.budgets.standing(b);
        const scope = b.unit_id !== null ? (deps.units.byId(b.unit_id)?.name ?? '') : deps.costCenterOf(companyId, b.cost_center_id ?? 0);
        return {
          budget_id: b.budget_id,
          name: `${scope}（${b.start_date} 至 ${b.end_date}）`,
          amount_fen: b.amount_fen,
          used_fen: usedFen,
          remaining_fen: remainingFen,
          amount: formatFen(b.amount_fen),
          used: formatFen(usedFen),
          remaining: formatFen(remainingFen),
        };
      });
    return {
      from,
      to,
      purchase_fen: figures.purchaseFen,
      refund_fen: figures.refundFen,
      net_fen: figures.netFen,
      purchase: formatFen(figures.purchaseFen),
      refund: formatFen(figures.refundFen),
      net: formatFen(figures.netFen),
      by_month: figures.byMonth.map(groupView),
      by_unit: figures.byUnit.map(groupView),
      by_cost_center: figures.byCostCenter.map(groupView),
      by_category: figures.byCategory.map(groupView),
      by_merchant: figures.byMerchant.map(groupView),
      by_member: figures.byMember.map(groupView),
      top_products: figures.topProducts.map((g) => ({ product_id: g.productId, ...groupView(g) })),
      budgets,
    };
  };
}
