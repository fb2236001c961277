// The product page's 企业协议价 table (docs/trade-pricing.md §Agreed prices): every price break of the chosen SKU with
// the one the quantity falls in marked, the 起订量, the 倍数 and the validity, and what is wrong with the quantity.
import { formatFen } from '#shared/money.ts';
import { type AgreementTerms, agreementQuantityProblem, tierFor, tierRanges } from '#shared/pricing/agreement-price.ts';
import { ColumnHeads } from '../../ui/ColumnHeads.tsx';

export function AgreementTiers({ terms, quantity }: { terms: AgreementTerms; quantity: number }) {
  const current = tierFor(terms, quantity);
  const problem = agreementQuantityProblem(terms, quantity);
  return (
    <div className="detail-agreement" data-agreement={terms.unique}>
      <table className="agreement-tiers" aria-label="企业协议价阶梯">
        <ColumnHeads columns={['采购数量', '企业协议价']} />
        <tbody>
          {tierRanges(terms).map((tier, index) => (
            <tr key={tier.range} className={terms.tiers[index] === current ? 'is-current' : undefined}>
              <td>{tier.range}</td>
              <td>¥{formatFen(tier.fen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted agreement-terms">
        {terms.minQty > 1 ? `${terms.minQty}件起订，` : ''}
        {terms.step > 1 ? `按${terms.step}件的倍数采购，` : ''}有效期 {terms.startDate} 至 {terms.endDate}
      </p>
      {problem ? (
        <p className="agreement-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
