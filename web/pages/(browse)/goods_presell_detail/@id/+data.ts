// /goods_presell_detail/:id — 预售价, deposit and final payment, the three-step strip and shipping time.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { presellDetailHref } from '#shared/route-links.ts';
import type { PresellExtra, ProductDetail } from '#web/features/goods/detail/detail-types.ts';
import { readOrErrorPage } from '#web/features/browse/read-or-error-page.server.ts';
import { loadDetailParts } from '#web/features/goods/detail/load-detail.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? '';
  if (!/^\d+$/.test(id)) throw render(404);
  const row = await readOrErrorPage(
    pageContext.mall.get<PresellExtra & { product: ProductDetail & { old_product_id?: number } }>(
      `/api/store/product/presell/detail/${id}`,
    ),
  );
  const { product, ...presell } = row;
  if (!product) throw render(404);
  const parts = await loadDetailParts(pageContext, product, {
    variant: 'presell',
    canonical: presellDetailHref(presell.product_presell_id),
    reviewProductId: product.old_product_id || product.product_id,
  });
  return {
    ...parts,
    meta: { ...parts.meta, title: `${product.store_name} 预售` },
    presell: {
      product_presell_id: presell.product_presell_id,
      presell_type: presell.presell_type,
      down_price: presell.down_price,
      final_price: presell.final_price,
      start_time: presell.start_time,
      end_time: presell.end_time,
      final_start_time: presell.final_start_time ?? '',
      final_end_time: presell.final_end_time ?? '',
      start_unix: presell.start_unix ?? 0,
      end_unix: presell.end_unix ?? 0,
      delivery_type: presell.delivery_type,
      delivery_day: presell.delivery_day,
      presell_status: presell.presell_status,
      presell_state: presell.presell_state ?? '',
      tattend_one: presell.tattend_one ?? 0,
      seles: presell.seles ?? 0,
    },
  };
}
