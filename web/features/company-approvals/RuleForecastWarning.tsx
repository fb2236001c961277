// The confirm page's warning from the rules and budgets (docs/company-api.md §13.5): under 企业, before 提交订单,
// which rule will hold this order and why, or that a budget refuses it, and what the budgets it counts against
// have left. Without rules or budgets, or when the question cannot be answered: nothing.
import { useEffect, useState } from 'react';
import { apiPost } from '#web/api/bff-client.ts';
import { type Fen, formatFen } from '#shared/money.ts';
import { useAppState } from '#web/state/app-state.ts';
import './company-approvals.css';

interface Forecast {
  held?: boolean;
  refused?: boolean;
  message?: string;
  rule_name?: string;
  reason?: string;
  budgets?: { budget_id: number; name: string; remaining: string; over: boolean }[];
}

/** What the mall judges the order by, as order/create will: the pay amount, the goods (a rule may name a product
 * category) and the chosen cost centre (a budget may be the cost centre's). */
export interface ForecastAsk {
  payFen: Fen | null;
  productIds: readonly number[];
  costCenterId: number;
}

function useForecast({ payFen, productIds, costCenterId }: ForecastAsk): Forecast | null {
  const { entity, companyAccount } = useAppState();
  const company = entity === 'COMPANY' && companyAccount !== null;
  const [forecast, setForecast] = useState<Forecast | null>(null);
  // one question per distinct order: the list's text keys the effect, not the array's identity
  const products = [...new Set(productIds)].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (!company || payFen === null) return;
    let live = true;
    const body = {
      amount: formatFen(payFen),
      product_ids: products === '' ? [] : products.split(',').map(Number),
      ...(costCenterId > 0 ? { cost_center_id: costCenterId } : {}),
    };
    apiPost<Forecast>('/api/company/approval/forecast', body).then(
      (read) => live && setForecast(read ?? null),
      () => live && setForecast(null),
    );
    return () => {
      live = false;
    };
  }, [company, payFen, products, costCenterId]);
  return company ? forecast : null;
}

export function RuleForecastWarning(ask: ForecastAsk) {
  const forecast = useForecast(ask);
  if (!forecast) return null;
  const budgets = forecast.budgets ?? [];
  const byRule = forecast.held === true && (forecast.rule_name ?? '') !== '';
  if (!forecast.refused && !byRule && budgets.length === 0) return null;
  return (
    <section className={`ap-warning${forecast.refused ? ' is-refused' : ''}`} role="alert" data-testid="rule-forecast">
      {forecast.refused ? <p className="ap-warning-title">{forecast.message}</p> : null}
      {byRule ? (
        <>
          <p className="ap-warning-title">本单需要按审批规则「{forecast.rule_name}」逐级审批</p>
          <p>{forecast.reason}。提交后订单将进入待审批，各级审批通过后才能支付。</p>
        </>
      ) : null}
      {budgets.map((b) => (
        <p key={b.budget_id} className="ap-budget-left">
          {b.name}剩余 {b.remaining} 元{b.over ? '（本单超出）' : ''}
        </p>
      ))}
    </section>
  );
}
