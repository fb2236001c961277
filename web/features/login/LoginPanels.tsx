// The five panels shared by the login modal and the /login page: tabs for 1-3, links to 4 and 5.
import type { LoginPanel } from '../../state/app-state.ts';
import { ForgotPasswordPanel } from './ForgotPasswordPanel.tsx';
import { PasswordLoginPanel } from './PasswordLoginPanel.tsx';
import { QrLoginPanel } from './QrLoginPanel.tsx';
import { RegisterPanel } from './RegisterPanel.tsx';
import { SmsLoginPanel } from './SmsLoginPanel.tsx';
import './login.css';

export const PANEL_TITLES: Record<LoginPanel, string> = {
  1: '快速登录',
  2: '账号登录',
  3: '扫码登录',
  4: '忘记密码',
  5: '注册账号',
};

const TABS: LoginPanel[] = [1, 2, 3];

export interface LoginPanelsProps {
  panel: LoginPanel;
  onPanel: (panel: LoginPanel) => void;
  /** where to go after signing in; null reloads the current page */
  destination: string | null;
}

/** The chosen panel; under the tabs it is the tab panel, otherwise the heading above names it. */
function PanelBody({ panel, destination }: { panel: LoginPanel; destination: string | null }) {
  return (
    <>
      {panel === 1 ? <SmsLoginPanel destination={destination} /> : null}
      {panel === 2 ? <PasswordLoginPanel destination={destination} /> : null}
      {panel === 3 ? <QrLoginPanel destination={destination} /> : null}
      {panel === 4 ? <ForgotPasswordPanel /> : null}
      {panel === 5 ? <RegisterPanel /> : null}
    </>
  );
}

export function LoginPanels({ panel, onPanel, destination }: LoginPanelsProps) {
  const isTab = TABS.includes(panel);
  return (
    <div className="login-panels" data-panel={panel}>
      {isTab ? (
        <div className="login-tabs" role="tablist" aria-label="登录方式">
          {TABS.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={tab === panel}
              className={tab === panel ? 'login-tab is-active' : 'login-tab'}
              onClick={() => onPanel(tab)}
            >
              {PANEL_TITLES[tab]}
            </button>
          ))}
        </div>
      ) : (
        <h3 className="login-panel-title">{PANEL_TITLES[panel]}</h3>
      )}
      {isTab ? (
        <div role="tabpanel" aria-label={PANEL_TITLES[panel]}>
          <PanelBody panel={panel} destination={destination} />
        </div>
      ) : (
        <PanelBody panel={panel} destination={destination} />
      )}
      <div className="login-links">
        {panel === 4 || panel === 5 ? (
          <button type="button" className="link-button" onClick={() => onPanel(2)}>
            已有账号，返回登录
          </button>
        ) : (
          <>
            <button type="button" className="link-button" onClick={() => onPanel(4)}>
              忘记密码
            </button>
            <button type="button" className="link-button" onClick={() => onPanel(5)}>
              立即注册
            </button>
          </>
        )}
      </div>
    </div>
  );
}
