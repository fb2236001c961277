// Server side of the three detail pages: coupons, first page of reviews, price rule and store categories
// read in parallel; rich HTML sanitised here; the product mapped to the view the page renders.
import type { PageContextServer } from 'vike/types';
import { goodsDetailHref } from '#shared/route-links.ts';
import { plainSnippet } from '../../browse/meta.ts';
import { sanitizeRichHtml } from '../../browse/rich-html.server.ts';
import type { CouponRow } from '../../browse/types.ts';
import type { DetailData, ProductDetail, ReviewPage } from './detail-types.ts';
import { productJsonLd } from './json-ld.ts';
import { couponView, reviewPageView, toProductView } from './product-view.server.ts';
import { shareAgreementsFor } from '../price/page-agreements.server.ts';
import { readPriceRule } from './price-rule.server.ts';

const REVIEW_PAGE_SIZE = 10;

export async function loadDetailParts(
  pageContext: PageContextServer,
  product: ProductDetail,
  options: { variant: DetailData['variant']; canonical: string; reviewProductId: number },
): Promise<Omit<DetailData, 'seckill' | 'presell'>> {
  const { mall, urlParsed } = pageContext;
  // Review tab and page can come from the URL, so the reviews pager also works without JavaScript.
  const reviewType = Math.min(3, Math.max(0, Number.parseInt(urlParsed.search.reply_type ?? '0', 10) || 0));
  const reviewPage = Math.max(1, Number.parseInt(urlParsed.search.reply_page ?? '1', 10) || 1);
  const [coupons, storeCoupons, reviews, rule, storeCategories, viewer] = await Promise.all([
    mall.getOr<CouponRow[]>('/api/coupon/product', [], { ids: product.product_id }),
    mall.getOr<CouponRow[]>(`/api/coupon/store/${product.mer_id}`, [], { all: 1 }),
    mall.getOr<ReviewPage>(
      `/api/store/product/reply/lst/${options.reviewProductId}`,
      { count: 0, list: [] },
      { page: reviewPage, limit: REVIEW_PAGE_SIZE, type: reviewType },
    ),
    readPriceRule(mall, product.cate_id ?? 0),
    mall.getOr<DetailData['storeCategories']>(`/api/store/merchant/category/lst/${product.mer_id}`, []),
    shareAgreementsFor(pageContext, { product_id: product.product_id }),
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
    // Only what the page renders crosses to the browser; the description HTML goes as the sanitised copy.
    product: toProductView(product, viewer),
    contentHtml: sanitizeRichHtml(content),
    priceRuleHtml: sanitizeRichHtml(rule.content),
    coupons: allCoupons.map(couponView),
    reviews: reviewPageView(reviews),
    reviewType,
    reviewPage,
    storeCategories: (Array.isArray(storeCategories) ? storeCategories : []).map(({ store_category_id, cate_name }) => ({
      store_category_id,
      cate_name,
    })),
  };
}

export function productCanonical(id: number): string {
  return goodsDetailHref(id);
}
