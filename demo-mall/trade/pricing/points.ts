// Paying with points (积分抵扣): only normal products, each line up to maxPercent of its goods amount and
// never more than coupons left of it; the balance limits the total. docs/trade-pricing.md "Points".
import { allocateFen, type Fen, sumFen } from '#shared/money.ts';
import type { PointsRule } from './pricing-types.ts';
import { goodsLeftFen, type WorkLine } from './work-line.ts';

/** Fen that `points` are worth (rounded down: a fraction of a fen is never paid). */
export function pointsValueFen(points: number, rule: PointsRule): Fen {
  return Math.floor((Math.max(0, Math.trunc(points)) * 100) / rule.pointsPerYuan);
}

/** Points needed to pay `fen` (rounded up: the buyer never pays less than the rate). */
export function pointsForFen(fen: Fen, rule: PointsRule): number {
  return Math.ceil((fen * rule.pointsPerYuan) / 100);
}

/** The most points may pay on a line. */
export function linePointsCapFen(line: WorkLine, rule: PointsRule): Fen {
  if (line.line.productType !== 0) return 0;
  return Math.max(0, Math.min(Math.floor((line.goodsFen * rule.maxPercent) / 100), goodsLeftFen(line)));
}

/** Spreads the points deduction over the lines; returns the points used. */
export function applyPoints(lines: readonly WorkLine[], balance: number, rule: PointsRule): number {
  const caps = lines.map((line) => linePointsCapFen(line, rule));
  const deduction = Math.min(sumFen(caps), pointsValueFen(balance, rule));
  if (deduction <= 0) return 0;
  const shares = allocateFen(deduction, caps);
  const used = pointsForFen(deduction, rule);
  const pointShares = allocateFen(used, shares);
  lines.forEach((line, index) => {
    line.pointsFen += shares[index] ?? 0;
    line.pointsUsed += pointShares[index] ?? 0;
  });
  return used;
}
