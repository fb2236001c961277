// What happens after a successful sign-in (docs/product.md §4): keep the company account (or none), ask for the
// purchasing entity when there is a company, close the modal and reload (or, on /login, go to fromPath).
import type { AccountEntity } from '#shared/constants.ts';
import { companyNameOf, authApi, type LoginAnswerView } from '../../api/auth-api.ts';
import { withToast } from '../../api/bff-client.ts';
import { appActions } from '../../state/app-state.ts';

/** Where to go once signed in: null reloads the current page. */
let target: string | null = null;

function leave(): void {
  if (target) window.location.assign(target);
  else window.location.reload();
}

export function finishLogin(answer: LoginAnswerView | null | undefined, destination: string | null): void {
  target = destination;
  const companyName = companyNameOf(answer);
  appActions.setCompanyAccount(companyName === null ? null : { user: { name: companyName } });
  if (companyName !== null) {
    appActions.openEntityDialog();
    return;
  }
  appActions.closeLogin();
  leave();
}

/** The dialog's choice and the header switch: the BFF stores the entity in a cookie, then the page reloads. */
export async function chooseEntity(entity: AccountEntity): Promise<void> {
  const saved = await withToast(authApi.setEntity(entity));
  if (!saved) return;
  appActions.setEntity(entity);
  appActions.closeEntityDialog();
  leave();
}
