// Logo and site name, the search box and the cart link with its live count.
import { CHROME_PATHS } from '#shared/route-links.ts';
import type { LayoutView } from '#shared/api/layout-view.ts';
import { useAppState } from '../../state/app-state.ts';
import { SearchBox } from './SearchBox.tsx';
import { QuickOrderHeaderLink } from '../quick-order/QuickOrderHeaderLink.tsx';

export function SiteHeader({ layout }: { layout: LayoutView }) {
  const { cartCount, logoUrl } = useAppState();
  const logo = logoUrl || layout.siteLogo;
  return (
    <div className="site-header">
      <div className="container header-row">
        <a className="site-logo" href={CHROME_PATHS.home} aria-label={`${layout.siteName}首页`}>
          {logo ? <img src={logo} alt={layout.siteName} width={144} height={48} /> : null}
          <span className="site-name">{layout.siteName}</span>
        </a>
        <SearchBox hotKeywords={layout.hotKeywords} />
        <QuickOrderHeaderLink />
        <a className="cart-link" href={CHROME_PATHS.shoppingCart} aria-label={`购物车，${cartCount} 件商品`}>
          <svg className="cart-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              fill="currentColor"
              d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.4 2H21l-2 8H7.4l.4 2H19v2H6.2L3.6 4H1V2h3.4l.6 2z"
            />
          </svg>
          <span>购物车</span>
          <span className="cart-count" data-testid="cart-count">
            {cartCount}
          </span>
        </a>
      </div>
    </div>
  );
}
