// The one listing screen: breadcrumb, optional head (stores strip, coupon rule), filters, sort, grid, pages.
import type { ReactNode } from 'react';
import { ProductGrid } from '../../goods/ProductGrid.tsx';
import { Breadcrumb } from '../Breadcrumb.tsx';
import { Empty } from '../Empty.tsx';
import { Pagination } from '../Pagination.tsx';
import { useLoggedIn } from '../use-logged-in.ts';
import { ActiveFilters } from './ActiveFilters.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { listingLinks } from './listing-query.ts';
import type { ListingData } from './listing-types.ts';
import { SortBar } from './SortBar.tsx';
import '../browse.css';

export function ListingView({ data, head }: { data: ListingData; head?: ReactNode }) {
  const loggedIn = useLoggedIn();
  const links = listingLinks(data.pathname, data.base, data.state);
  return (
    <div className="listing" data-listing="">
      <Breadcrumb items={data.breadcrumb} />
      {head}
      <h1 className="listing-heading">{data.heading}</h1>
      <FilterPanel state={data.state} links={links} brands={data.brands} merTypes={data.merTypes} paramRows={data.paramRows} />
      <ActiveFilters state={data.state} links={links} brands={data.brands} merTypes={data.merTypes} paramRows={data.paramRows} />
      <SortBar state={data.state} links={links} base={data.base} pathname={data.pathname} total={data.products.count} />
      {data.products.list.length ? (
        <ProductGrid items={data.products.list} loggedIn={loggedIn} columns={5} />
      ) : (
        <Empty text={data.emptyText} />
      )}
      <Pagination page={data.state.page} total={data.products.count} limit={data.limit} hrefFor={links.pageHref} />
    </div>
  );
}
