// One write of the company area's editors (docs/company-api.md §13): post, toast the mall's answer, read the page
// again; a refusal toasts its Chinese message and answers false so a dialog stays open with what was typed.
import { reload } from 'vike/client/router';
import { apiPostWithMessage } from '#web/api/bff-client.ts';
import { appActions } from '#web/state/app-state.ts';

export async function postAndReload(path: string, body: object): Promise<boolean> {
  try {
    const { message } = await apiPostWithMessage(path, body);
    appActions.toast(message && message !== 'success' ? message : '保存成功', 'success');
    await reload();
    return true;
  } catch (error) {
    appActions.toast(error instanceof Error && error.message ? error.message : '操作失败');
    return false;
  }
}
