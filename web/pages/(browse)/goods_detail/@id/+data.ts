// /goods_detail/:id — unknown ids answer 404 with the 404 page.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { ProductDetail } from '#web/features/goods/detail/detail-types.ts';
import { readOrErrorPage } from '#web/features/browse/read-or-error-page.server.ts';
import { loadDetailParts, productCanonical } from '#web/features/goods/detail/load-detail.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? '';
  if (!/^\d+$/.test(id)) throw render(404);
  const product = await readOrErrorPage(pageContext.mall.get<ProductDetail>(`/api/store/product/detail/${id}`));
  return loadDetailParts(pageContext, product, {
    variant: 'normal',
    canonical: productCanonical(product.product_id),
    reviewProductId: product.product_id,
  });
}
