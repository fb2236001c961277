import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import './layout.css';

export default function Layout({ children }: { children: ReactNode }) {
  const { layout } = usePageContext();
  return (
    <div className="page">
      <header className="site-header">
        <div className="container header-row">
          <a className="site-logo" href="/">
            {layout.siteLogo ? <img src={layout.siteLogo} alt={layout.siteName} height={40} /> : null}
            <span className="site-name">{layout.siteName}</span>
          </a>
        </div>
      </header>
      <main className="container site-main">{children}</main>
      <footer className="site-footer">
        <div className="container">
          {layout.version ? (
            <p>
              {layout.version.year} {layout.version.Copyright} {layout.version.beian_sn}
            </p>
          ) : null}
        </div>
      </footer>
    </div>
  );
}
