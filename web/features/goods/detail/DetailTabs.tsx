// 产品详情 / 商品参数 / 价格说明 / 累计评论(N). Without JavaScript every section shows, one under another,
// and the tabs are anchors; once hydrated only the chosen section shows.
import { useEffect, useState, type ReactNode } from 'react';

export interface TabSection {
  id: string;
  label: string;
  body: ReactNode;
}

export function DetailTabs({ sections }: { sections: TabSection[] }) {
  const [active, setActive] = useState(sections[0]?.id ?? '');
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    const hash = window.location.hash.slice(1);
    if (sections.some((section) => section.id === hash)) setActive(hash);
  }, [sections]);
  return (
    <div className="detail-tabs">
      <div className="detail-tab-bar" role="tablist">
        {sections.map((section) => (
          <a
            key={section.id}
            role="tab"
            href={`#${section.id}`}
            aria-selected={active === section.id}
            className={`detail-tab${active === section.id ? ' active' : ''}`}
            onClick={(event) => {
              event.preventDefault();
              setActive(section.id);
            }}
          >
            {section.label}
          </a>
        ))}
      </div>
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          role="tabpanel"
          aria-label={section.label}
          className="detail-tab-panel"
          hidden={hydrated && active !== section.id}
        >
          {hydrated ? null : <h2 className="detail-panel-title">{section.label}</h2>}
          {section.body}
        </section>
      ))}
    </div>
  );
}
