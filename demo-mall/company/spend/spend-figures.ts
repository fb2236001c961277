// 采购分析 figures (docs/company-api.md §15), pure so the arithmetic is tested on its own. Spend counts company
// purchases exactly as the statements do (§4): each balance_pay / credit_pay ledger row is a purchase, each refund
// row gives money back, so a month's purchases equal that statement's 采购支出 and its refunds its 退款, to the fen.
// Net spend = purchases − refunds. Category and product totals share each movement out over the order's product
// lines in proportion to what each line paid (allocateFen of shared/money.ts), so they too add up to the net spend exactly.
import { allocateFen, type Fen, sumFen } from '#shared/money.ts';
import { SPEND_NONE_NAME, SPEND_TOP_PRODUCTS } from '#shared/company/spend-rules.ts';

export interface SpendLine {
  productId: number;
  productName: string;
  categoryName: string;
  /** what the line paid, the weight of its share */
  paidFen: Fen;
}

/** one purchase or refund ledger row with the order it belongs to */
export interface SpendMovement {
  month: string;
  kind: 'purchase' | 'refund';
  /** positive: what was paid, or what came back */
  amountFen: Fen;
  unitName: string;
  costCenterName: string;
  merchantName: string;
  memberName: string;
  lines: readonly SpendLine[];
}

export interface SpendGroup {
  name: string;
  purchaseFen: Fen;
  refundFen: Fen;
  netFen: Fen;
}

export interface SpendFigures {
  purchaseFen: Fen;
  refundFen: Fen;
  netFen: Fen;
  byMonth: SpendGroup[];
  byUnit: SpendGroup[];
  byCostCenter: SpendGroup[];
  byCategory: SpendGroup[];
  byMerchant: SpendGroup[];
  byMember: SpendGroup[];
  topProducts: (SpendGroup & { productId: number })[];
}

class Groups {
  private readonly map = new Map<string, SpendGroup & { productId: number }>();
  add(name: string, kind: SpendMovement['kind'], fen: Fen, productId = 0): void {
    const key = name || SPEND_NONE_NAME;
    const group = this.map.get(key) ?? { name: key, purchaseFen: 0, refundFen: 0, netFen: 0, productId };
    if (kind === 'purchase') group.purchaseFen += fen;
    else group.refundFen += fen;
    group.netFen = group.purchaseFen - group.refundFen;
    this.map.set(key, group);
  }
  /** largest net first, then by name, so the order is stable */
  sorted(): (SpendGroup & { productId: number })[] {
    return [...this.map.values()].sort((a, b) => b.netFen - a.netFen || a.name.localeCompare(b.name, 'zh'));
  }
}

const plain = ({ name, purchaseFen, refundFen, netFen }: SpendGroup): SpendGroup => ({ name, purchaseFen, refundFen, netFen });

export function spendFigures(months: readonly string[], movements: readonly SpendMovement[]): SpendFigures {
  const byMonth = new Map(months.map((month) => [month, { name: month, purchaseFen: 0, refundFen: 0, netFen: 0 }]));
  const [unit, costCenter, category, merchant, member, product] = [0, 1, 2, 3, 4, 5].map(() => new Groups()) as [
    Groups,
    Groups,
    Groups,
    Groups,
    Groups,
    Groups,
  ];
  for (const m of movements) {
    const month = byMonth.get(m.month);
    if (!month) continue;
    if (m.kind === 'purchase') month.purchaseFen += m.amountFen;
    else month.refundFen += m.amountFen;
    month.netFen = month.purchaseFen - month.refundFen;
    unit.add(m.unitName, m.kind, m.amountFen);
    costCenter.add(m.costCenterName, m.kind, m.amountFen);
    merchant.add(m.merchantName, m.kind, m.amountFen);
    member.add(m.memberName, m.kind, m.amountFen);
    const lines = m.lines.length > 0 ? m.lines : [{ productId: 0, productName: '', categoryName: '', paidFen: 1 }];
    const shares = allocateFen(
      m.amountFen,
      lines.map((line) => Math.max(0, line.paidFen)),
    );
    lines.forEach((line, i) => {
      category.add(line.categoryName, m.kind, shares[i] ?? 0);
      product.add(line.productName, m.kind, shares[i] ?? 0, line.productId);
    });
  }
  const monthly = [...byMonth.values()];
  const purchaseFen = sumFen(monthly.map((g) => g.purchaseFen));
  const refundFen = sumFen(monthly.map((g) => g.refundFen));
  return {
    purchaseFen,
    refundFen,
    netFen: purchaseFen - refundFen,
    byMonth: monthly,
    byUnit: unit.sorted().map(plain),
    byCostCenter: costCenter.sorted().map(plain),
    byCategory: category.sorted().map(plain),
    byMerchant: merchant.sorted().map(plain),
    byMember: member.sorted().map(plain),
    topProducts: product
      .sorted()
      .filter((g) => g.productId > 0)
      .slice(0, SPEND_TOP_PRODUCTS),
  };
}
