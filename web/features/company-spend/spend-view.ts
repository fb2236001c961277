// The answer of GET /api/company/spend/summary (docs/company-api.md §15) read into what the 采购分析 page shows.
// The mall computes every figure; this only checks the shape, so a missing field shows as 0, never a guess.

export interface SpendGroupView {
  name: string;
  netFen: number;
  purchase: string;
  refund: string;
  net: string;
}

export interface SpendBudgetView {
  id: number;
  name: string;
  amountFen: number;
  usedFen: number;
  amount: string;
  used: string;
  remaining: string;
}

export interface SpendReportView {
  from: string;
  to: string;
  purchase: string;
  refund: string;
  net: string;
  netFen: number;
  byMonth: SpendGroupView[];
  byUnit: SpendGroupView[];
  byCostCenter: SpendGroupView[];
  byCategory: SpendGroupView[];
  byMerchant: SpendGroupView[];
  byMember: SpendGroupView[];
  topProducts: SpendGroupView[];
  budgets: SpendBudgetView[];
}

type Raw = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const fen = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : 0);
const list = (value: unknown): Raw[] => (Array.isArray(value) ? (value.filter((v) => v && typeof v === 'object') as Raw[]) : []);

const group = (raw: Raw): SpendGroupView => ({
  name: text(raw.name),
  netFen: fen(raw.net_fen),
  purchase: text(raw.purchase) || '0.00',
  refund: text(raw.refund) || '0.00',
  net: text(raw.net) || '0.00',
});

export function toSpendReport(raw: unknown): SpendReportView {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Raw;
  return {
    from: text(r.from),
    to: text(r.to),
    purchase: text(r.purchase) || '0.00',
    refund: text(r.refund) || '0.00',
    net: text(r.net) || '0.00',
    netFen: fen(r.net_fen),
    byMonth: list(r.by_month).map(group),
    byUnit: list(r.by_unit).map(group),
    byCostCenter: list(r.by_cost_center).map(group),
    byCategory: list(r.by_category).map(group),
    byMerchant: list(r.by_merchant).map(group),
    byMember: list(r.by_member).map(group),
    topProducts: list(r.top_products).map(group),
    budgets: list(r.budgets).map((b) => ({
      id: fen(b.budget_id),
      name: text(b.name),
      amountFen: fen(b.amount_fen),
      usedFen: fen(b.used_fen),
      amount: text(b.amount) || '0.00',
      used: text(b.used) || '0.00',
      remaining: text(b.remaining) || '0.00',
    })),
  };
}

/** the export link: the same period, as an .xlsx */
export function spendExportHref(from: string, to: string): string {
  return `/api/company/spend/export?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
}
