import { useEffect, useMemo, type ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { showsCategoryBar } from '#shared/routes.ts';
import { CategoryMenu } from '../components/chrome/CategoryMenu.tsx';
import { SiteFooter } from '../components/chrome/SiteFooter.tsx';
import { SiteHeader } from '../components/chrome/SiteHeader.tsx';
import { TopBanner } from '../components/chrome/TopBanner.tsx';
import { TopBar } from '../components/chrome/TopBar.tsx';
import { LoginOverlays } from '../components/login/LoginOverlays.tsx';
import { ProgressBar } from '../components/ui/ProgressBar.tsx';
import { Toasts } from '../components/ui/Toasts.tsx';
import { AppStateProvider, appActions, stateFromLayout } from '../state/app-state.ts';
import { syncUiCookies } from '../state/ui-cookies.ts';
import { useLayoutView } from '../state/use-layout-view.ts';
import './layout.css';
import '../components/chrome/chrome.css';

export default function Layout({ children }: { children: ReactNode }) {
  const layout = useLayoutView();
  const { urlPathname } = usePageContext();
  const seed = useMemo(() => stateFromLayout(layout), [layout]);
  // The browser's store must hold the same values as the HTML before the first subscriber reads it.
  if (typeof window !== 'undefined') appActions.seedOnce(layout);
  useEffect(() => appActions.seed(layout), [layout]);
  // Keeps logo, title and unread count in cookies so the server can restore them (spec §3).
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
            {showsCategoryBar(urlPathname) ? (
              <div className="category-bar-row">
                <div className="container">
                  <CategoryMenu tree={layout.categoryTree} tabs={layout.homeTabs} />
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
