// 预售流程: 1.付定金 → 2.支付尾款 → 3.商品发货 (deposit) or 支付 → 发货 (full payment), with the shipping time.
import { monthDay } from '../../browse/format.ts';
import type { PresellExtra } from './detail-types.ts';

function deliveryText(p: PresellExtra): string {
  if (p.delivery_type === 1) return `支付成功后${p.delivery_day}天内发货`;
  if (p.delivery_type === 2) return `付尾款成功后${p.delivery_day}天内发货`;
  return `预售结束后${p.delivery_day}天内发货`;
}

export function PresellSteps({ presell }: { presell: PresellExtra }) {
  const steps = presell.presell_type === 2 ? ['付定金', '支付尾款', '商品发货'] : ['支付全款', '商品发货'];
  return (
    <div className="presell-steps">
      <ol>
        {steps.map((step, index) => (
          <li key={step}>
            <b>{index + 1}</b>.{step}
          </li>
        ))}
      </ol>
      <p className="muted">
        开售时间 {monthDay(presell.start_time)} · 截止 {monthDay(presell.end_time)}
        {presell.final_start_time ? ` · 尾款 ${monthDay(presell.final_start_time)} - ${monthDay(presell.final_end_time)}` : ''} · 发货时间：
        {deliveryText(presell)}
      </p>
    </div>
  );
}
