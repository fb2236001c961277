// The login modal (450px), opened from the header or when a call reports a lost login.
import { appActions, useAppState } from '../../state/app-state.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { LoginPanels } from './LoginPanels.tsx';

export function LoginModal() {
  const { loginOpen, loginPanel, showLogin } = useAppState();
  if (!showLogin) return null;
  return (
    <Dialog open={loginOpen} title="欢迎登录" onClose={appActions.closeLogin} className="login-dialog">
      <LoginPanels panel={loginPanel} onPanel={appActions.setLoginPanel} destination={null} />
    </Dialog>
  );
}
