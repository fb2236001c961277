// "商品分类" with a three-level menu from the category tree, for browse pages (home, listings).
// alwaysOpen keeps the first level visible (home page, beside the banner); otherwise it opens on hover
// or keyboard focus. The page carries only the first level; the lower ones load when the menu is first
// hovered or focused (a flyout only ever opens after that).
import { useState } from 'react';
import type { CategoryTopView } from '#shared/api/layout-view.ts';
import { useCategoryTree } from './category-children.ts';
import { categoryHref } from './category-href.ts';
import './category-menu.css';

export interface CategoryMenuProps {
  /** the first level (layout.categoryTop) */
  top: CategoryTopView[];
  alwaysOpen?: boolean;
  /** admin-defined links shown beside the button (pc_home_tab) */
  tabs?: { label: string; link: string }[];
}

type CategoryNode = NonNullable<ReturnType<typeof useCategoryTree>>[number];

/** The second and third levels under the first-level category the pointer or focus is on. */
function CategoryFlyout({ current }: { current: CategoryNode }) {
  return (
    <div className="category-flyout">
      {(current.children ?? []).map((second) => (
        <dl key={second.store_category_id} className="category-group">
          <dt>
            <a href={categoryHref(second.store_category_id, [current.cate_name, second.cate_name])}>{second.cate_name}</a>
          </dt>
          <dd>
            {(second.children ?? []).map((third) => (
              <a
                key={third.store_category_id}
                href={categoryHref(third.store_category_id, [current.cate_name, second.cate_name, third.cate_name])}
              >
                {third.cate_name}
              </a>
            ))}
          </dd>
        </dl>
      ))}
    </div>
  );
}

function CategoryTabs({ tabs }: { tabs: readonly { label: string; link: string }[] }) {
  if (tabs.length === 0) return null;
  return (
    <ul className="category-tabs">
      {tabs.map((tab) => (
        <li key={`${tab.label}-${tab.link}`}>
          <a href={tab.link}>{tab.label}</a>
        </li>
      ))}
    </ul>
  );
}

export function CategoryMenu({ top, alwaysOpen = false, tabs = [] }: CategoryMenuProps) {
  const [open, setOpen] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const [active, setActive] = useState<number | null>(null);
  const shown = alwaysOpen || open;
  const tree = useCategoryTree(engaged);
  const current = tree?.find((node) => node.store_category_id === active);

  return (
    <nav className="category-bar" aria-label="商品分类">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hovering opens the flyout as a convenience; every category is a link reached by Tab */}
      <div
        className="category-menu"
        onMouseEnter={() => {
          setOpen(true);
          setEngaged(true);
        }}
        onMouseLeave={() => {
          setOpen(false);
          setActive(null);
        }}
        onFocus={() => {
          setOpen(true);
          setEngaged(true);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            setOpen(false);
            setActive(null);
          }
        }}
      >
        <button
          type="button"
          className="category-toggle"
          aria-expanded={shown}
          onClick={() => {
            setOpen((value) => !value);
            setEngaged(true);
          }}
        >
          <span aria-hidden="true">☰</span> 商品分类
        </button>
        {shown ? (
          <div className="category-panel">
            <ul className="category-level1">
              {top.map((node) => (
                <li
                  key={node.store_category_id}
                  className={node.store_category_id === active ? 'is-active' : undefined}
                  onMouseEnter={() => setActive(node.store_category_id)}
                >
                  <a href={categoryHref(node.store_category_id, [node.cate_name])} onFocus={() => setActive(node.store_category_id)}>
                    {node.cate_name}
                  </a>
                  <span aria-hidden="true">›</span>
                </li>
              ))}
            </ul>
            {current?.children?.length ? <CategoryFlyout current={current} /> : null}
          </div>
        ) : null}
      </div>
      <CategoryTabs tabs={tabs} />
    </nav>
  );
}
