// Reviews after receipt (docs/screens.md a.8 评价): GET the order product to review with its order, POST the
// stars (商品, 服务态度, 物流服务), the text and at most 6 pictures, checked with the mall's own review parameters.
// `:id` is the order product id, as in the mall.
import type { FastifyInstance } from 'fastify';
import { fail, ok, okMessage } from '../core/envelope.ts';
import { idOf } from '../core/param-schemas.ts';
import { readParams } from '../core/params.ts';
import { PICTURE_NOT_UPLOADED, type PictureOrigin } from '../core/picture-origin.ts';
import { readReviewParams } from './params/review-params.ts';
import type { OrderViews } from './order-views.ts';
import type { ReviewService } from './review-service.ts';
import type { TradeRouteDeps } from './route-deps.ts';

export function registerReviewRoutes(
  app: FastifyInstance,
  deps: TradeRouteDeps & { views: OrderViews; reviewing: ReviewService; pictures: PictureOrigin },
): void {
  const { gate, views, reviewing } = deps;

  app.get('/api/reply/product/:id', async (request) => {
    const open = reviewing.reviewable(gate.principal(request).key, idOf(request));
    if (!open.ok) return fail(open.message);
    const order = views.orderView(open.value.order);
    const product = order.orderProduct.find((p) => p.order_product_id === open.value.product.order_product_id);
    return ok({ ...product, orderInfo: order });
  });

  app.post('/api/reply/:id', async (request) => {
    const parsed = readReviewParams(readParams(request));
    if (!parsed.ok) return fail(parsed.message);
    // review pictures show on the product page to every visitor: only the reviewer's own uploads
    if (!deps.pictures.allOwn(parsed.value.pics, gate.principal(request))) return fail(PICTURE_NOT_UPLOADED);
    const done = reviewing.reply(gate.principal(request).key, idOf(request), parsed.value);
    return done.ok ? okMessage('评价成功') : fail(done.message);
  });
}
