import { authApi } from '../../api/auth-api.ts';
import { withToast } from '../../api/bff-client.ts';
import { appActions } from '../../state/app-state.ts';

/** 退出: the BFF clears the cookies; the client forgets the visitor and goes home. */
export function LogoutButton() {
  const logout = async () => {
    await withToast(authApi.logout());
    appActions.clearSession();
    window.location.assign('/');
  };
  return (
    <button type="button" className="link-button top-bar-logout" onClick={() => void logout()}>
      退出
    </button>
  );
}
