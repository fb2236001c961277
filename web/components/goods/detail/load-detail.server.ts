// Server side of the three detail pages: product, coupons, first page of reviews, price rule and store
// categories in two parallel waves; rich HTML sanitised here; unknown products become a 404.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { goodsDetailHref } from '#shared/routes.ts';
import { plainSnippet } from '../../browse/meta.ts';
import { sanitizeRichHtml } from '../../browse/rich-html.server.ts';
import type { CouponRow } from '../../browse/types.ts';
import type { DetailData, ProductDetail, ReviewPage } from './detail-types.ts';
import { productJsonLd } from './json-ld.ts';

const REVIEW_PAGE_SIZE = 10;

/**
 * Reads a detail; a "not found" answer from the mall (any 4xx) becomes the 404 page, a backend fault
 * (5xx: unreachable, timed out, unreadable) the 500 page with the BFF's Chinese message.
 */
export async function readOr404<T>(read: Promise<T>): Promise<T> {
  try {
    const value = await read;
    if (!value) throw render(404);
    return value;
  } catch (error) {
    // Checked by shape: the server's MallReadError class and the one bundled into the build differ.
    const { name, httpStatus, message } = error as { name?: string; httpStatus?: unknown; message?: string };
    if (name === 'MallReadError' && typeof httpStatus === 'number') {
      if (httpStatus < 500) throw render(404);
      throw render(500, message || '错误的请求');
    }
    throw error;
  }
}

export async function loadDetailParts(
  pageContext: PageContextServer,
  product: ProductDetail,
  options: { variant: DetailData['variant']; canonical: string; reviewProductId: number },
): Promise<Omit<DetailData, 'seckill' | 'presell'>> {
  const { mall, urlParsed } = pageContext;
  // Review tab and page can come from the URL, so the reviews pager also works without JavaScript.
  const reviewType = Math.min(3, Math.max(0, Number.parseInt(urlParsed.search.reply_type ?? '0', 10) || 0));
  const reviewPage = Math.max(1, Number.parseInt(urlParsed.search.reply_page ?? '1', 10) || 1);
  const [coupons, storeCoupons, reviews, rule, storeCategories] = await Promise.all([
    mall.getOr<CouponRow[]>('/api/coupon/product', [], { ids: product.product_id }),
    mall.getOr<CouponRow[]>(`/api/coupon/store/${product.mer_id}`, [], { all: 1 }),
    mall.getOr<ReviewPage>(`/api/store/product/reply/lst/${options.reviewProductId}`, { count: 0, list: [] }, { page: reviewPage, limit: REVIEW_PAGE_SIZE, type: reviewType }),
    mall.getOr<{ content?: string }>(`/api/store/product/price_rule/${product.cate_id ?? 0}`, {}),
    mall.getOr<DetailData['storeCategories']>(`/api/store/merchant/category/lst/${product.mer_id}`, []),
  ]);
  const seen = new Set<number>();
  const allCoupons = [...coupons, ...storeCoupons].filter((c) => !seen.has(c.coupon_id) && seen.add(c.coupon_id));
  const content = typeof product.content === 'string' ? product.content : product.content?.content;
  return {
    meta: {
      title: product.store_name,
      description: plainSnippet(product.store_info || `${product.store_name}，${product.merchant?.mer_name ?? ''}`),
      canonical: options.canonical,
    },
    jsonLd: productJsonLd(product, pageContext.layout.siteDomain, options.canonical),
    variant: options.variant,
    // The page never needs the raw HTML again: only the sanitised copy crosses to the browser.
    product: { ...product, content: null },
    contentHtml: sanitizeRichHtml(content),
    priceRuleHtml: sanitizeRichHtml(rule.content),
    coupons: allCoupons,
    reviews,
    reviewType,
    reviewPage,
    storeCategories: Array.isArray(storeCategories) ? storeCategories : [],
  };
}

export function productCanonical(id: number): string {
  return goodsDetailHref(id);
}
