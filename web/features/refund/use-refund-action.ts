// One after-sales button at a time (取消申请, 删除记录): the mall's answer as a toast, then the page reads again.
import { reload } from 'vike/client/router';
import { appActions } from '#web/state/app-state.ts';
import { useBusy } from '../ui/use-busy.ts';

export function useRefundAction() {
  const { busy, run: once } = useBusy();
  const perform = (run: () => Promise<{ message: string }>, after: () => unknown = () => reload()) =>
    once(async () => {
      try {
        const { message } = await run();
        appActions.toast(message, 'success');
        await after();
      } catch (error) {
        appActions.toast(error instanceof Error ? error.message : '操作失败');
      }
    });
  return { busy, perform };
}
