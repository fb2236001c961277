// Right of the banner: greeting, login/register for guests, shortcuts.
import { usePageContext } from 'vike-react/usePageContext';
import { loginHref } from '#shared/route-links.ts';

const SHORTCUTS = [
  { label: '领券中心', href: '/coupon_center', icon: '券' },
  { label: '限时秒杀', href: '/goods_seckill', icon: '秒' },
  { label: '预售专区', href: '/goods_presell', icon: '预' },
  { label: '店铺街', href: '/shop_street', icon: '店' },
  { label: '热销榜单', href: '/goods_ranking', icon: '榜' },
  { label: '商户入驻', href: '/merchant_settled', icon: '驻' },
];

export function HomeSidePanel() {
  const { layout } = usePageContext();
  const user = layout.session.user;
  return (
    <aside className="home-side">
      <div className="home-side-hello">
        <div className="home-side-avatar" aria-hidden="true">
          {(user?.nickname ?? '客').slice(0, 1)}
        </div>
        <p>Hi，{user?.nickname ?? '欢迎来到'}</p>
        <p className="muted">{layout.siteName}</p>
        {layout.session.loggedIn ? (
          <a className="btn-primary-sm wide" href="/user">
            个人中心
          </a>
        ) : (
          <a className="btn-primary-sm wide" href={loginHref('/')}>
            登录 / 注册
          </a>
        )}
      </div>
      <ul className="home-side-links">
        {SHORTCUTS.map((item) => (
          <li key={item.href}>
            <a href={item.href}>
              <span className="home-side-icon">{item.icon}</span>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
