// The 评价 page when there is nothing to write: no product named, the product reviewed before (shown as done,
// with its line when known and a way to the product's reviews), or the mall's reason it cannot be reviewed yet.
import { goodsDetailHref } from '#shared/route-links.ts';
import { orderDetailHref } from '#web/features/logistics/logistics-links.ts';
import { OrderGoods } from '#web/features/logistics/OrderGoods.tsx';
import { EmptyState, PagePlaceholder } from '#web/features/ui/PagePlaceholder.tsx';
import type { EvaluationPage } from './+data.ts';
import './evaluation.css';
import { TitledSection } from '#web/features/ui/TitledSection.tsx';

export function EvaluationDone({ page }: { page: Exclude<EvaluationPage, { state: 'open' }> }) {
  if (page.state === 'missing') {
    return (
      <PagePlaceholder title="商品评价">
        <EmptyState text="没有指定要评价的商品，请在我的订单中选择" />
        <p className="eval-links eval-links-center">
          <a className="btn-primary" href="/user/order_list">
            查看我的订单
          </a>
        </p>
      </PagePlaceholder>
    );
  }
  const done = page.state === 'done';
  return (
    <TitledSection className="eval-page" headingId="eval-title" heading="商品评价" level={1} headingClassName="eval-title">
      {done && page.line ? <OrderGoods lines={[page.line]} label="评价的商品" /> : null}
      <div className={`eval-state${done ? ' is-done' : ''}`} data-testid="eval-state">
        <p className="eval-state-title">{done ? '该商品已评价' : '该商品暂时不能评价'}</p>
        <p>{done ? '感谢您的评价，每件商品只能评价一次' : page.message}</p>
      </div>
      <p className="eval-links">
        {page.orderId ? <a href={orderDetailHref(page.orderId)}>查看订单详情</a> : null}
        {done && page.line ? <a href={`${goodsDetailHref(page.line.productId)}#reviews`}>查看商品评价</a> : null}
        <a href="/user/order_list">返回我的订单</a>
      </p>
    </TitledSection>
  );
}
