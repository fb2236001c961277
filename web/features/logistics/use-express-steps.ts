// The courier timeline of a shipped order, asked in the browser once the page is up: the mall answers it only
// to POST /api/order/express/:id, and the server's page reader reads with GET, so the page arrives with the
// order and this fills in its 物流跟踪. A refusal or fault keeps the page and offers to ask again.
import { useCallback, useEffect, useState } from 'react';
import { apiPost } from '#web/api/bff-client.ts';
import { newestFirst, type RawExpressAnswer, type TrackStep } from './tracking.ts';

export type ExpressSteps = { state: 'loading' } | { state: 'ready'; steps: TrackStep[] } | { state: 'failed'; message: string };

export function useExpressSteps(orderId: number) {
  const [result, setResult] = useState<ExpressSteps>({ state: 'loading' });
  const load = useCallback(async () => {
    setResult({ state: 'loading' });
    try {
      const answer = await apiPost<RawExpressAnswer | undefined>(`/api/order/express/${orderId}`);
      setResult({ state: 'ready', steps: newestFirst(answer?.express) });
    } catch (error) {
      setResult({ state: 'failed', message: error instanceof Error ? error.message : '加载失败' });
    }
  }, [orderId]);

  useEffect(() => {
    void load();
  }, [load]);

  return { result, reload: load };
}
