// An order page opened without an order number: says so and points to the order list.
import { EmptyState, PagePlaceholder } from '../ui/PagePlaceholder.tsx';
import './order.css';

export function NoOrder({ title }: { title: string }) {
  return (
    <PagePlaceholder title={title}>
      <EmptyState text="没有指定订单，请在我的订单中查看" />
      <p className="no-order-link">
        <a className="btn-primary" href="/user/order_list">
          查看我的订单
        </a>
      </p>
    </PagePlaceholder>
  );
}
