// Quantity stepper of a cart line: − / + commit at once; a typed number commits on Enter or when the
// field is left (not per keystroke, so typing "12" sends one change, not two).
import { useState } from 'react';
import { clampQuantity } from '../goods/detail/sku-logic.ts';

export interface CartStepperProps {
  value: number;
  min: number;
  max: number;
  busy: boolean;
  name: string;
  /** − and + move by this (企业协议价's 倍数); a typed quantity is sent as typed and the mall says what is wrong */
  step?: number;
  onCommit: (value: number) => void;
}

export function CartStepper({ value, min, max, busy, name, step = 1, onCommit }: CartStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft === '') return;
    const next = clampQuantity(Number(draft), { min, max });
    if (next !== value) onCommit(next);
  };
  return (
    <div className="cart-stepper">
      <button
        type="button"
        aria-label={`减少 ${name} 的数量`}
        disabled={busy || value <= min}
        onClick={() => onCommit(Math.max(min, value - step))}
      >
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label={`${name} 的数量`}
        value={draft ?? String(value)}
        readOnly={busy}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        aria-label={`增加 ${name} 的数量`}
        disabled={busy || value >= max}
        onClick={() => onCommit(Math.min(max, value + step))}
      >
        +
      </button>
    </div>
  );
}
