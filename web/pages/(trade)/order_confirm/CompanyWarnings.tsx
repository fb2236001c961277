// Under 企业, what the company's limits, rules and budgets will do with this order, said before 提交订单: the
// per-member limit warning and the rules/budgets forecast, asked with what order/create will judge.
import { ApprovalLimitWarning } from '#web/features/company-approvals/ApprovalLimitWarning.tsx';
import { RuleForecastWarning } from '#web/features/company-approvals/RuleForecastWarning.tsx';
import type { ConfirmMerchant } from './confirm-view.ts';

export function CompanyWarnings(props: { payFen: number | null; merchants: readonly ConfirmMerchant[]; costCenterId: number }) {
  const productIds = props.merchants.flatMap((merchant) => merchant.lines.map((line) => line.productId));
  return (
    <>
      <ApprovalLimitWarning payFen={props.payFen} />
      <RuleForecastWarning payFen={props.payFen} productIds={productIds} costCenterId={props.costCenterId} />
    </>
  );
}
