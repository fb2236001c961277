// /user/presell_order (docs/screens.md a.11): presell orders waiting for their deposit (待付定金: 取消订单 /
// 立即付款) and deposit orders waiting for their tail, 10 per page; an empty list says so.
import { Empty } from '../browse/Empty.tsx';
import { Pagination } from '../browse/Pagination.tsx';
import { GroupRow } from './GroupRow.tsx';
import { ORDERS_PER_PAGE } from './order-list-view.ts';
import { NO_ORDERS_TEXT } from './OrderListScreen.tsx';
import { PresellRow } from './PresellRow.tsx';
import type { PresellListData } from './presell-view.ts';
import '../browse/browse.css';
import './order.css';

export const PRESELL_PATH = '/user/presell_order';

export function PresellOrderScreen({ page, data }: { page: number; data: PresellListData }) {
  const empty = data.deposits.length === 0 && data.orders.length === 0;
  return (
    <div className="order-list-page">
      {empty ? (
        <Empty text={NO_ORDERS_TEXT} />
      ) : (
        <div className="order-rows">
          {data.deposits.map((group) => (
            <GroupRow key={`g${group.id}`} group={group} status="待付定金" badges={['预售']} payLabel="立即付款" showPostage={false} />
          ))}
          {data.orders.map((order) => (
            <PresellRow key={`o${order.id}`} order={order} />
          ))}
        </div>
      )}
      <Pagination
        page={page}
        total={data.total}
        limit={ORDERS_PER_PAGE}
        hrefFor={(n) => (n > 1 ? `${PRESELL_PATH}?page=${n}` : PRESELL_PATH)}
      />
    </div>
  );
}
