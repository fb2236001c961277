// One after-sales button at a time (取消申请, 删除记录): the mall's answer as a toast, then the page reads again.
import { useState } from 'react';
import { reload } from 'vike/client/router';
import { appActions } from '#web/state/app-state.ts';

export function useRefundAction() {
  const [busy, setBusy] = useState(false);
  const perform = async (run: () => Promise<{ message: string }>, after: () => unknown = () => reload()) => {
    if (busy) return;
    setBusy(true);
    try {
      const { message } = await run();
      appActions.toast(message, 'success');
      await after();
    } catch (error) {
      appActions.toast(error instanceof Error ? error.message : '操作失败');
    } finally {
      setBusy(false);
    }
  };
  return { busy, perform };
}
