// /login: the same five panels as the modal; after signing in the shopper lands on fromPath (same-site only).
import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { safeFromPath } from '#shared/route-links.ts';
import { LoginPanels } from '#web/features/login/LoginPanels.tsx';
import type { LoginPanel } from '#web/state/app-state.ts';
import './login-page.css';

export default function Page() {
  const pageContext = usePageContext();
  const destination = safeFromPath(pageContext.urlParsed.search.fromPath);
  const [panel, setPanel] = useState<LoginPanel>(2);
  return (
    <div className="login-page">
      <div className="login-page-aside" aria-hidden="true">
        <p className="login-page-slogan">一站式工业品采购平台</p>
        <p className="login-page-sub">正品保障 · 多仓直发 · 企业采购更省心</p>
      </div>
      <section className="login-page-card">
        <h1 className="login-page-title">欢迎登录</h1>
        <LoginPanels panel={panel} onPanel={setPanel} destination={destination} />
      </section>
    </div>
  );
}
