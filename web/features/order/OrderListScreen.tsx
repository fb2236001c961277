// /user/order_list (docs/screens.md a.11): the status tabs with their counts, one page of orders (unpaid group
// orders and store orders), 10 per page with a pager; an empty tab says so as the original does.
import { Empty } from '../browse/Empty.tsx';
import { Pagination } from '../browse/Pagination.tsx';
import { TabLinks } from '../browse/TabLinks.tsx';
import { GroupRow } from './GroupRow.tsx';
import { ORDER_TABS, type OrderListData, ORDERS_PER_PAGE, orderListHref, type OrderTabKey, tabLabel } from './order-list-view.ts';
import { OrderRow } from './OrderRow.tsx';
import { useAppState } from '#web/state/app-state.ts';
import '../browse/browse.css';
import './order.css';

export const NO_ORDERS_TEXT = '亲，暂无订单信息哟~';

export function OrderListScreen({ tab, page, data }: { tab: OrderTabKey; page: number; data: OrderListData }) {
  const { entity, companyAccount } = useAppState();
  const company = entity === 'COMPANY' && companyAccount !== null;
  const tabs = ORDER_TABS.filter((entry) => company || !entry.companyOnly).map((entry) => ({
    key: entry.key,
    label: tabLabel(entry, data.numbers),
    href: orderListHref(entry.key),
  }));
  return (
    <div className="order-list-page">
      <TabLinks label="订单状态" tabs={tabs} active={tab} />
      {data.rows.length === 0 ? (
        <Empty text={NO_ORDERS_TEXT} />
      ) : (
        <div className="order-rows">
          {data.rows.map((row) =>
            row.kind === 'group' ? (
              <GroupRow key={`g${row.group.id}`} group={row.group} />
            ) : (
              <OrderRow key={`o${row.order.id}`} order={row.order} />
            ),
          )}
        </div>
      )}
      <Pagination page={page} total={data.total} limit={ORDERS_PER_PAGE} hrefFor={(n) => orderListHref(tab, n)} />
    </div>
  );
}
