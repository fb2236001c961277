// One order action at a time: a running action blocks a second click, and the confirmation box (when the
// action asks first) shows until the action has finished.
import { useState } from 'react';
import { useBusy } from '../ui/use-busy.ts';
import { ConfirmBox, type ConfirmRequest } from './ConfirmBox.tsx';

export function useOrderAction() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const { busy, run } = useBusy();

  const perform = async (work: () => Promise<unknown>) => {
    await run(work);
  };

  const confirmBox = (
    <ConfirmBox
      request={request}
      busy={busy}
      onCancel={() => setRequest(null)}
      onConfirm={() => {
        if (!request) return;
        void perform(async () => {
          await request.run();
          setRequest(null);
        });
      }}
    />
  );

  return { busy, perform, ask: setRequest, confirmBox };
}
