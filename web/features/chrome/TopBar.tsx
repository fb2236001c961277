// The thin bar above the header: bookmark, home, sign-in or the user, orders, balance, settlement and
// the purchasing-entity label with its switch, and 消息中心's bell for a company member.
import { CHROME_PATHS } from '#shared/route-links.ts';
import type { LayoutView } from '#shared/api/layout-view.ts';
import { appActions, useAppState } from '../../state/app-state.ts';
import { chooseEntity } from '../login/finish-login.ts';
import { preloadLoginOverlays } from '../login/load-overlays.ts';
import { addBookmark } from './bookmark.ts';
import { LogoutButton } from './LogoutButton.tsx';
import { InboxBell } from '../inbox/InboxBell.tsx';

export function TopBar({ layout }: { layout: LayoutView }) {
  const state = useAppState();
  const { user, loggedIn, companyAccount, entity } = state;
  const svip = user && user.is_svip > 0 && layout.svipSwitchOn;

  const bookmark = () => {
    const message = addBookmark(`${window.location.origin}/`, layout.siteName);
    if (message) appActions.toast(message, 'info');
  };

  return (
    <div className="top-bar">
      <div className="container top-bar-row">
        <div className="top-bar-left">
          <span className="top-bar-welcome">欢迎来到{layout.siteName}</span>
          <button type="button" className="link-button" onClick={bookmark}>
            收藏本站
          </button>
          <a href={CHROME_PATHS.home}>商城首页</a>
        </div>
        <nav className="top-bar-right" aria-label="用户导航">
          {loggedIn && user ? (
            <span className="top-bar-user">
              <a href="/user" className="top-bar-user-link">
                {user.avatar ? <img className="top-bar-avatar" src={user.avatar} alt="" width={20} height={20} /> : null}
                <span className="top-bar-nickname">{user.nickname}</span>
              </a>
              {svip ? (
                <span className="svip-badge" title="SVIP会员">
                  SVIP
                </span>
              ) : null}
              <span className="entity-label" data-entity={entity}>
                {entity === 'COMPANY' ? '（企业）' : '（个人）'}
              </span>
              {companyAccount ? (
                <button
                  type="button"
                  className="link-button entity-switch"
                  onClick={() => void chooseEntity(entity === 'COMPANY' ? 'PERSONAL' : 'COMPANY')}
                >
                  {entity === 'COMPANY' ? '切换为个人' : '切换为企业'}
                </button>
              ) : null}
              <LogoutButton />
            </span>
          ) : layout.show.login ? (
            // Pointing at sign-in fetches the modal's code (when idle preloading has not yet).
            // biome-ignore lint/a11y/noStaticElementInteractions: pointing or focusing only preloads the login modal; the buttons inside are the controls
            <span className="top-bar-guest" onPointerEnter={preloadLoginOverlays} onFocus={preloadLoginOverlays}>
              <button type="button" className="link-button top-bar-login" onClick={() => appActions.openLogin(2)}>
                登录
              </button>
              <span aria-hidden="true">/</span>
              <button type="button" className="link-button" onClick={() => appActions.openLogin(5)}>
                注册
              </button>
            </span>
          ) : null}
          {layout.inboxUnread !== null ? <InboxBell unread={layout.inboxUnread} /> : null}
          <a href={CHROME_PATHS.orderList}>我的订单</a>
          {layout.balanceOn ? <a href={CHROME_PATHS.balance}>我的余额</a> : null}
          {layout.settledOpen === '1' ? <a href={CHROME_PATHS.merchantSettled}>商户入驻</a> : null}
          <a href={CHROME_PATHS.newsList}>资讯信息</a>
          {layout.wechatQrcode ? (
            // a button, so the code can be shown from the keyboard too (focus opens the pop-up)
            <button type="button" className="top-bar-qr">
              关注公众号
              <span className="top-bar-qr-pop">
                <img src={layout.wechatQrcode} alt="公众号二维码" width={100} height={100} />
                <span>扫码关注公众号</span>
              </span>
            </button>
          ) : null}
        </nav>
      </div>
    </div>
  );
}
