// The closable top banner (docs/product.md §4). Closing sets a cookie per banner id; the server reads it, so a
// closed banner never comes back, not even for a moment on reload.
import { TOP_BANNER_COOKIE_PREFIX } from '#shared/cookie-names.ts';
import { appActions, useAppState } from '../../state/app-state.ts';
import { writeCookie } from '../../state/write-cookie.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export function TopBanner() {
  const { topBanner, showBanner } = useAppState();
  if (!showBanner || !topBanner) return null;
  const close = () => {
    writeCookie(`${TOP_BANNER_COOKIE_PREFIX}${topBanner.group_data_id}=1; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`);
    appActions.hideTopBanner();
  };
  return (
    <div className="top-banner">
      <a className="top-banner-link" href={topBanner.link || '#'}>
        {/* the slot's size (1200×80): its box is kept before the picture arrives, so the page below never jumps */}
        <img src={topBanner.image} alt="活动广告" width={1200} height={80} />
      </a>
      <button type="button" className="top-banner-close" aria-label="关闭顶部广告" onClick={close}>
        ×
      </button>
    </div>
  );
}
