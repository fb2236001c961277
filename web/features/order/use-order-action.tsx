// One order action at a time: a running action blocks a second click, and the confirmation box (when the
// action asks first) shows until the action has finished.
import { useRef, useState } from 'react';
import { ConfirmBox, type ConfirmRequest } from './ConfirmBox.tsx';

export function useOrderAction() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const perform = async (work: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
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
