// The user centre's frame for every /user page: the left menu (the original's order, the company group
// only for a company account and only with the entries the member's role allows, the current section marked)
// and the section's heading. 我的余额 and 我的积分 follow the mall's switches.
import { lazy, type ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { USER_PAGES, userPageByPath } from '#shared/routes.ts';
import { menuForRole } from '#web/features/company-members/company-menu.ts';
import { useAppState } from '#web/state/app-state.ts';
import { USER_MENU } from './user-menu.ts';
import './user.css';
import { AfterHydration } from '#web/features/ui/AfterHydration.tsx';

// Said only under 企业, after a question to the mall: a personal buyer's pages never load them (docs/adr/0100).
const CompanyNotices = lazy(() => import('./CompanyNotices.tsx').then((module) => ({ default: module.CompanyNotices })));

export default function Layout({ children }: { children: ReactNode }) {
  const { urlPathname, layout } = usePageContext();
  const { companyAccount, entity } = useAppState();
  // the mall's switches hide 我的余额 (balance_func_status) and 我的积分 (integral_status)
  const on: Record<string, boolean | undefined> = { balance: layout?.balanceOn, integral: layout?.integralOn };
  const menu = USER_MENU.map((group) => ({ ...group, keys: group.keys.filter((key) => on[key] !== false) }));
  const groups = menuForRole(menu, { hasCompany: Boolean(companyAccount), companyRole: layout?.session.companyRole ?? null });
  // a page under a section (/user/quotes/12) belongs to the section
  const current = userPageByPath(urlPathname) ?? userPageByPath(urlPathname.replace(/\/[^/]+$/, ''));
  return (
    <div className="user-centre">
      <nav className="user-menu" aria-label="个人中心菜单">
        {groups.map((group) => (
          <section key={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.keys.map((key) => {
                const page = USER_PAGES.find((candidate) => candidate.key === key)!;
                const active = page.key === current?.key;
                return (
                  <li key={key}>
                    <a href={page.path} aria-current={active ? 'page' : undefined} className={active ? 'is-active' : undefined}>
                      {page.name}
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </nav>
      <section className="user-content">
        <h1 className="user-heading">{current?.name}</h1>
        {entity === 'COMPANY' && companyAccount ? (
          <AfterHydration>
            <CompanyNotices />
          </AfterHydration>
        ) : null}
        {children}
      </section>
    </div>
  );
}
