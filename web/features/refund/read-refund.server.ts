// Server-side reads of the after-sales pages: a lost login goes to the login page, a backend fault is the 500
// page; a refusal of the mall (该商品正在退款中，请勿重复申请, 订单已退款, 退款单不存在 …) becomes the page's
// message instead of the form, so the buyer reads why (docs/product.md §8). A page section's read
// (readSection) with one difference: a fault of the mall (5xx) is not shown as a refusal.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { isMallReadError } from '#shared/api/mall-reader.ts';
import { readSection, type Section } from '#web/api/page-section.server.ts';

export function readRefusable<T>(pageContext: PageContextServer, read: () => Promise<T>): Promise<Section<T>> {
  return readSection(pageContext, async () => {
    try {
      return await read();
    } catch (error) {
      if (isMallReadError(error) && error.httpStatus >= 500) throw render(500, error.message || '加载失败');
      throw error;
    }
  });
}
