// The user centre: one page, the section chosen by ?type=N; each section's contents come later.
import { usePageContext } from 'vike-react/usePageContext';
import { USER_PAGES, userPageByType, userPageHref } from '#shared/routes.ts';
import { EmptyState } from '../../components/ui/PagePlaceholder.tsx';
import { useAppState } from '../../state/app-state.ts';
import { USER_MENU } from './user-menu.ts';
import './user.css';

export default function Page() {
  const pageContext = usePageContext();
  const { companyAccount } = useAppState();
  const current = userPageByType(pageContext.urlParsed.search.type);
  return (
    <div className="user-centre">
      <nav className="user-menu" aria-label="个人中心菜单">
        {USER_MENU.filter((group) => !group.companyOnly || companyAccount).map((group) => (
          <section key={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.keys.map((key) => {
                const page = USER_PAGES.find((candidate) => candidate.key === key)!;
                const active = page.key === current.key;
                return (
                  <li key={key}>
                    <a href={userPageHref(key)} aria-current={active ? 'page' : undefined} className={active ? 'is-active' : undefined}>
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
        <h1 className="user-heading">{current.name}</h1>
        <EmptyState />
      </section>
    </div>
  );
}
