// /refund_logistics?orderId=<refund order id> 退款单物流详情 (docs/screens.md a.8): the company and waybill of the
// goods sent back and their steps, newest first (GET /api/refund/express/:id).
import { refundDetailHref } from './refund-links.ts';
import '../ui/outline-button.css';
import './refund.css';
import { TitledSection } from '#web/features/ui/TitledSection.tsx';

export interface RefundTracking {
  refundId: number;
  company: string;
  waybill: string;
  steps: { time: string; status: string }[];
}

export function RefundLogisticsScreen({ tracking }: { tracking: RefundTracking }) {
  return (
    <TitledSection
      className="refund-page"
      headingId="refund-logistics-title"
      heading="退款单物流详情"
      level={1}
      headingClassName="refund-title"
    >
      <dl className="refund-block">
        <dd>物流公司：{tracking.company}</dd>
        <dd>物流单号：{tracking.waybill}</dd>
      </dl>
      <ol className="refund-steps" aria-label="物流跟踪">
        {tracking.steps.map((step) => (
          <li key={`${step.time}${step.status}`}>
            <span className="refund-step-time">{step.time}</span>
            <span>{step.status}</span>
          </li>
        ))}
      </ol>
      <a className="refund-btn" href={refundDetailHref(tracking.refundId)}>
        返回退款详情
      </a>
    </TitledSection>
  );
}
