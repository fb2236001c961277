// schema.org Product with price and availability for search engines.
import { money } from '#shared/money.ts';
import type { ProductDetail } from './detail-types.ts';

export function productJsonLd(product: ProductDetail, siteDomain: string, canonical: string): Record<string, unknown> {
  const origin = siteDomain.replace(/\/$/, '');
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);
  const stats = product.replayData;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.store_name,
    sku: String(product.product_id),
    image: [product.image, ...(product.slider_image ?? [])].filter(Boolean).slice(0, 5).map(absolute),
    description: product.store_info ?? product.store_name,
    ...(product.brand?.brand_name ? { brand: { '@type': 'Brand', name: product.brand.brand_name } } : {}),
    offers: {
      '@type': 'Offer',
      url: absolute(canonical),
      priceCurrency: 'CNY',
      price: money(product.price),
      availability: Number(product.stock) > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(product.merchant?.mer_name ? { seller: { '@type': 'Organization', name: product.merchant.mer_name } } : {}),
    },
    ...(stats && stats.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: stats.star, reviewCount: stats.count, bestRating: 5 } }
      : {}),
  };
}
