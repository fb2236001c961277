// /user/order_list?po_number=… (docs/company-api.md §8.2): the paid company orders whose 采购单号 contains the
// text, 10 a page. An empty result says so.
import { Empty } from '../browse/Empty.tsx';
import { Pagination } from '../browse/Pagination.tsx';
import { OrderRow } from '../order/OrderRow.tsx';
import { PO_SEARCH_PER_PAGE, poSearchHref } from './po-search.ts';
import type { PoSearchResult } from './po-search.server.ts';
import '../browse/browse.css';
import '../order/order.css';

export function PoSearchResults({ poNumber, page, result }: { poNumber: string; page: number; result: PoSearchResult }) {
  return (
    <div className="order-list-page">
      <p className="pr-search-summary" role="status">
        采购单号包含“{poNumber}”的订单：共 {result.total} 个
      </p>
      {result.orders.length === 0 ? (
        <Empty text="没有找到该采购单号的订单" />
      ) : (
        <div className="order-rows">
          {result.orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </div>
      )}
      <Pagination page={page} total={result.total} limit={PO_SEARCH_PER_PAGE} hrefFor={(n) => poSearchHref(poNumber, n)} />
    </div>
  );
}
