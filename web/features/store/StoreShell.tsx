// The /store layout: banner with the store's card, nav (店铺首页 / 全部分类 / 领优惠券 / in-store search).
import type { ReactNode } from 'react';
import { wan } from '../browse/format.ts';
import { StoreCard } from './StoreCard.tsx';
import { StoreCategoryFlyout } from './StoreCategoryFlyout.tsx';
import { StoreSearchForm } from './StoreSearchForm.tsx';
import { storeCategoryHref, storeCouponHref, storeHref } from './store-links.ts';
import type { StoreShellData } from './store-types.ts';
import { StoreName } from './StoreName.tsx';
import './store.css';

export function StoreShell({
  shell,
  active,
  keyword = '',
  children,
}: {
  shell: StoreShellData;
  active: 'home' | 'category' | 'coupon';
  keyword?: string;
  children: ReactNode;
}) {
  const { merchant } = shell;
  return (
    <div className="store-page" data-mer-id={merchant.mer_id}>
      <div className="store-header">
        {shell.topBanner ? <img className="store-banner" src={shell.topBanner} alt="" width={1200} height={150} /> : null}
        <div className="store-head-card">
          <img src={merchant.mer_avatar} alt="" width={60} height={60} />
          <div>
            <h1 className="store-shell-name">
              <StoreName merchant={merchant} />
            </h1>
            <div className="muted">
              {wan(merchant.care_count)}人关注 · {merchant.product_count ?? 0}件商品
            </div>
          </div>
        </div>
      </div>
      <nav className="store-nav" aria-label="店铺导航">
        <a className={active === 'home' ? 'active' : ''} href={storeHref(merchant.mer_id)}>
          店铺首页
        </a>
        <span className="store-nav-cates">
          <a className={active === 'category' ? 'active' : ''} href={storeCategoryHref(merchant.mer_id)}>
            全部分类
          </a>
          <StoreCategoryFlyout
            className="store-nav-flyout"
            merId={merchant.mer_id}
            categories={shell.categories.flatMap((c) => [c, ...(c.children ?? [])])}
          />
        </span>
        <a className={active === 'coupon' ? 'active' : ''} href={storeCouponHref(merchant.mer_id)}>
          领优惠券
        </a>
        <StoreSearchForm merId={merchant.mer_id} keyword={keyword} buttonLabel="搜索" />
      </nav>
      <div className="with-aside">
        <div className="main-col">{children}</div>
        <aside className="store-shell-aside">
          <StoreCard merchant={merchant} />
        </aside>
      </div>
    </div>
  );
}
