// Under a 企业协议价 in the cart: the next price break ("满50件 ¥88.00") and the quantity rule, so the buyer sees
// why the price moved and what the next step buys.
import { formatFen } from '#shared/money.ts';
import type { AgreementTerms } from '#shared/pricing/agreement-price.ts';

export function AgreementHint({ terms, quantity }: { terms: AgreementTerms; quantity: number }) {
  const next = terms.tiers.find((tier) => tier.from > quantity);
  const rule = [terms.minQty > 1 ? `${terms.minQty}件起订` : '', terms.step > 1 ? `按${terms.step}件倍数` : ''].filter(Boolean).join('，');
  return (
    <span className="agreement-hint muted">
      {next ? `满${next.from}件 ¥${formatFen(next.fen)}` : '已享最低阶梯价'}
      {rule ? <span className="agreement-rule">{rule}</span> : null}
    </span>
  );
}
