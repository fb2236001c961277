// A tracking timeline, newest step first and marked as the current one (物流跟踪 / 配送进度).
import type { TrackStep } from './tracking.ts';
import './logistics.css';

export function Timeline({ steps, label }: { steps: TrackStep[]; label: string }) {
  return (
    <ol className="timeline" aria-label={label}>
      {steps.map((step, index) => (
        <li
          key={`${step.time}|${step.status}`}
          className={`timeline-step${index === 0 ? ' is-latest' : ''}`}
          aria-current={index === 0 ? 'step' : undefined}
        >
          <span className="timeline-dot" aria-hidden="true" />
          <p className="timeline-status">{step.status}</p>
          {step.time ? <time className="timeline-time">{step.time}</time> : null}
        </li>
      ))}
    </ol>
  );
}
