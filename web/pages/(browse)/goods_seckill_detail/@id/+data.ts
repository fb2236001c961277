// /goods_seckill_detail/:id — countdown, 已抢 %, 限量 and per-order limit on top of the detail.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { seckillDetailHref } from '#shared/route-links.ts';
import type { ProductDetail, SeckillExtra } from '#web/features/goods/detail/detail-types.ts';
import { readOrErrorPage } from '#web/features/browse/read-or-error-page.server.ts';
import { loadDetailParts } from '#web/features/goods/detail/load-detail.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? '';
  if (!/^\d+$/.test(id)) throw render(404);
  const detail = await readOrErrorPage(
    pageContext.mall.get<ProductDetail & SeckillExtra & { old_product_id?: number }>(`/api/store/product/seckill/detail/${id}`),
  );
  const parts = await loadDetailParts(pageContext, detail, {
    variant: 'seckill',
    canonical: seckillDetailHref(detail.product_id),
    reviewProductId: detail.old_product_id || detail.product_id,
  });
  return {
    ...parts,
    meta: { ...parts.meta, title: `${detail.store_name} 限时秒杀` },
    seckill: {
      stop: detail.stop,
      start: detail.start,
      quota: detail.quota,
      once_max_count: detail.once_max_count,
      seckill_status: detail.seckill_status,
      seckill_state: detail.seckill_state,
      percent: detail.percent,
    },
  };
}
