// /goods_detail/:id — unknown ids answer 404 with the 404 page.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { DetailData, ProductDetail } from '#web/components/goods/detail/detail-types.ts';
import { loadDetailParts, productCanonical, readOr404 } from '#web/components/goods/detail/load-detail.server.ts';

export async function data(pageContext: PageContextServer): Promise<DetailData> {
  const id = pageContext.routeParams.id ?? '';
  if (!/^\d+$/.test(id)) throw render(404);
  const product = await readOr404(pageContext.mall.get<ProductDetail>(`/api/store/product/detail/${id}`));
  return loadDetailParts(pageContext, product, { variant: 'normal', canonical: productCanonical(product.product_id), reviewProductId: product.product_id });
}
