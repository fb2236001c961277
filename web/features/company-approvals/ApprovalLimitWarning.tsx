// The confirm page's warning (docs/screens.md a.6, docs/company-api.md §5.2): under 企业, when this order would go
// over the buyer's per-order limit or monthly budget, say so before 提交订单. No limit set, nothing exceeded,
// 个人, or the limits could not be read: nothing at all.
import { useEffect, useState } from 'react';
import type { Fen } from '#shared/money.ts';
import { excessText } from '#shared/company/approval-rules.ts';
import { useAppState } from '#web/state/app-state.ts';
import { confirmExcesses, type MyLimits } from './approval-view.ts';
import { approvalsApi } from './approvals-api.ts';
import './company-approvals.css';

export function ApprovalLimitWarning({ payFen }: { payFen: Fen | null }) {
  const { entity, companyAccount } = useAppState();
  const company = entity === 'COMPANY' && companyAccount !== null;
  const [limits, setLimits] = useState<MyLimits | null>(null);

  useEffect(() => {
    if (!company) return;
    let live = true;
    approvalsApi.myLimits().then(
      (read) => live && setLimits(read),
      () => live && setLimits(null),
    );
    return () => {
      live = false;
    };
  }, [company]);

  const excesses = company ? confirmExcesses(limits, payFen) : [];
  if (excesses.length === 0) return null;
  return (
    <section className="ap-warning" role="alert" data-testid="approval-warning">
      <p className="ap-warning-title">本单需要审批</p>
      <p>{excessText(excesses)}。提交后订单将进入待审批，管理员或审批人通过后才能支付；待审批期间订单不会超时取消。</p>
    </section>
  );
}
