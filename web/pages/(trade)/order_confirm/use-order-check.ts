// Re-prices the order through POST /api/v2/order/check whenever the choices change (docs/screens.md a.6).
// Only the newest answer is shown; a refusal is a toast with the mall's message and the last view stays.
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkOrder } from '#web/features/order/order-api.ts';
import { appActions } from '#web/state/app-state.ts';
import { checkBody, toConfirmView, type ConfirmChoices, type ConfirmView, type RawCheck } from './confirm-view.ts';

export function useOrderCheck(cartIds: readonly number[], choices: ConfirmChoices) {
  const [view, setView] = useState<ConfirmView | null>(null);
  const [checking, setChecking] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const sequence = useRef(0);
  const body = JSON.stringify(checkBody(cartIds, choices));

  const run = useCallback(async () => {
    const mine = ++sequence.current;
    setChecking(true);
    try {
      const answer = await checkOrder<RawCheck>(JSON.parse(body) as object);
      if (mine !== sequence.current) return;
      setView(toConfirmView(answer));
      setFailure(null);
    } catch (error) {
      if (mine !== sequence.current) return;
      const message = error instanceof Error ? error.message : '加载失败';
      appActions.toast(message);
      setFailure(message);
    } finally {
      if (mine === sequence.current) setChecking(false);
    }
  }, [body]);

  useEffect(() => {
    void run();
  }, [run]);

  return { view, checking, failure, recheck: run };
}
