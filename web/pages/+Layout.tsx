import { useEffect, useMemo, type ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { CategoryMenu } from '#web/features/chrome/CategoryMenu.tsx';
import { SiteFooter } from '#web/features/chrome/SiteFooter.tsx';
import { SiteHeader } from '#web/features/chrome/SiteHeader.tsx';
import { TopBanner } from '#web/features/chrome/TopBanner.tsx';
import { TopBar } from '#web/features/chrome/TopBar.tsx';
import { LoginOverlays } from '#web/features/login/LoginOverlays.tsx';
import { ProgressBar } from '#web/features/ui/ProgressBar.tsx';
import { Toasts } from '#web/features/ui/Toasts.tsx';
import { AppStateProvider, appActions, stateFromLayout } from '#web/state/app-state.ts';
import { syncUiCookies } from '#web/state/ui-cookies.ts';
import { useLayoutView } from '#web/state/use-layout-view.ts';
import './layout.css';
import '#web/features/chrome/chrome.css';

export default function Layout({ children }: { children: ReactNode }) {
  const layout = useLayoutView();
  // Set per route group (+config categoryBar), not worked out from the URL.
  const categoryBar = usePageContext().config.categoryBar === true;
  const seed = useMemo(() => stateFromLayout(layout), [layout]);
  // The browser's store must hold the same values as the HTML before the first subscriber reads it.
  if (typeof window !== 'undefined') appActions.seedOnce(layout);
  useEffect(() => appActions.seed(layout), [layout]);
  // Keeps logo, title and unread count in cookies so the server can restore them (docs/product.md §3).
  useEffect(() => syncUiCookies(layout), [layout]);

  return (
    <AppStateProvider seed={seed}>
      <ProgressBar />
      <a className="skip-link" href="#main">
        跳到主要内容
      </a>
      <div className="page">
        <TopBanner />
        {layout.show.header ? (
          <header>
            <TopBar layout={layout} />
            <SiteHeader layout={layout} />
            {categoryBar ? (
              <div className="category-bar-row">
                <div className="container">
                  <CategoryMenu top={layout.categoryTop} tabs={layout.homeTabs} />
                </div>
              </div>
            ) : null}
          </header>
        ) : null}
        <main id="main" className="container site-main" tabIndex={-1}>
          {children}
        </main>
        {layout.show.footer ? <SiteFooter layout={layout} /> : null}
      </div>
      <LoginOverlays />
      <Toasts />
    </AppStateProvider>
  );
}
