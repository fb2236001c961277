// A dialog's write whose refusal stays in the dialog (异议, 申请开票, 拒绝红字确认单): the mall's message (or `success`)
// as a toast, the dialog closes and the page is read again; a refusal's Chinese message becomes the dialog's error.
import { reload } from 'vike/client/router';
import { appActions } from '#web/state/app-state.ts';

export async function sendFromDialog(
  send: () => Promise<{ message: string }>,
  dialog: { onClose: () => void; onError: (message: string) => void; success?: string; failure: string },
): Promise<void> {
  try {
    const { message } = await send();
    appActions.toast(message || (dialog.success ?? ''), 'success');
    dialog.onClose();
    await reload();
  } catch (error) {
    dialog.onError(error instanceof Error ? error.message : dialog.failure);
  }
}
