// One order action at a time: a running action blocks a second click, and the confirmation box (when the
// action asks first) shows until the action has finished.
import { lazy, useState } from 'react';
import { LazyDialog } from '../ui/LazyDialog.tsx';
import { useBusy } from '../ui/use-busy.ts';
import type { ConfirmRequest } from './ConfirmBox.tsx';

// the box loads when an action first asks (docs/adr/0100)
const ConfirmBox = lazy(() => import('./ConfirmBox.tsx').then((module) => ({ default: module.ConfirmBox })));

export function useOrderAction() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const { busy, run } = useBusy();

  const perform = async (work: () => Promise<unknown>) => {
    await run(work);
  };

  const confirmBox =
    request === null ? null : (
      <LazyDialog onClose={() => setRequest(null)}>
        <ConfirmBox
          request={request}
          busy={busy}
          onCancel={() => setRequest(null)}
          onConfirm={() => {
            void perform(async () => {
              await request.run();
              setRequest(null);
            });
          }}
        />
      </LazyDialog>
    );

  return { busy, perform, ask: setRequest, confirmBox };
}
