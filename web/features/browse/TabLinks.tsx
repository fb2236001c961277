// A row of tabs that are plain links (each tab is its own URL); the current one is marked for
// screen readers too.
export interface TabLink {
  key: string | number;
  label: string;
  href: string;
}

export function TabLinks({ label, tabs, active }: { label: string; tabs: TabLink[]; active: string | number }) {
  return (
    <nav className="tabs" aria-label={label}>
      {tabs.map((tab) => (
        <a
          key={`${tab.key}:${tab.label}`}
          className={`tab${tab.key === active ? ' active' : ''}`}
          href={tab.href}
          aria-current={tab.key === active ? 'page' : undefined}
        >
          {tab.label}
        </a>
      ))}
    </nav>
  );
}
