// The courier timeline of a shipped order: the page arrives with it (express-track.server.ts); 重新查询 asks
// again in the browser after a refusal or fault, keeping the page.
import { useCallback, useState } from 'react';
import { apiPost } from '#web/api/bff-client.ts';
import { newestFirst, type RawExpressAnswer, type TrackStep } from './tracking.ts';

export type ExpressSteps = { state: 'loading' } | { state: 'ready'; steps: TrackStep[] } | { state: 'failed'; message: string };

export function useExpressSteps(orderId: number, initial: ExpressSteps) {
  const [result, setResult] = useState<ExpressSteps>(initial);
  const reload = useCallback(async () => {
    setResult({ state: 'loading' });
    try {
      const answer = await apiPost<RawExpressAnswer | undefined>(`/api/order/express/${orderId}`);
      setResult({ state: 'ready', steps: newestFirst(answer?.express) });
    } catch (error) {
      setResult({ state: 'failed', message: error instanceof Error ? error.message : '加载失败' });
    }
  }, [orderId]);
  return { result, reload };
}
