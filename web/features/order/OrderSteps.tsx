// The order page's progress (docs/screens.md a.8): each step with its time, the reached ones marked.
import type { OrderStep } from './order-steps.ts';
import './order.css';

export function OrderSteps({ steps }: { steps: readonly OrderStep[] }) {
  if (steps.length === 0) return null;
  return (
    <ol className="order-steps" aria-label="订单进度">
      {steps.map((step) => (
        <li key={step.label} className={`order-step${step.done ? ' is-done' : ''}`}>
          <span className="order-step-dot" aria-hidden="true" />
          <span className="order-step-label">{step.label}</span>
          <span className="order-step-state visually-hidden">{step.done ? '已完成' : '未完成'}</span>
          {step.done && step.time ? <span className="order-step-time">{step.time}</span> : null}
        </li>
      ))}
    </ol>
  );
}
