// 数量: stepper within once_min_count..min(stock, once_max_count), with （库存 N） and the limits.
import { clampQuantity } from './sku-logic.ts';

export function QuantityStepper({
  value,
  bounds,
  stock,
  unit,
  onMin,
  onMax,
  step = 1,
  onChange,
}: {
  value: number;
  bounds: { min: number; max: number };
  stock: number;
  unit: string;
  onMin: number;
  onMax: number;
  /** − and + move by this (企业协议价's 倍数) */
  step?: number;
  onChange: (n: number) => void;
}) {
  const set = (n: number) => onChange(clampQuantity(n, bounds));
  return (
    <div className="detail-row detail-qty">
      <span className="detail-label">数量</span>
      <div className="stepper">
        <button type="button" aria-label="减少" disabled={value <= bounds.min} onClick={() => set(value - step)}>
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          aria-label="购买数量"
          value={value}
          min={bounds.min}
          max={bounds.max}
          onChange={(event) => set(Number(event.target.value))}
        />
        <button type="button" aria-label="增加" disabled={value >= bounds.max} onClick={() => set(value + step)}>
          +
        </button>
      </div>
      <span className="muted detail-stock" data-stock={stock}>
        （库存 {stock}
        {unit}）
      </span>
      {onMin > 1 ? <span className="muted">{onMin}件起购</span> : null}
      {onMax > 0 ? <span className="muted">最多 {onMax} 件</span> : null}
    </div>
  );
}
