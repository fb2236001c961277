// The /store pages' shared header data: merchant, PC store config (banners) and the in-store category
// tree, read in parallel; an unknown or closed store is a 404.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { MerchantRow } from '../browse/types.ts';
import { readOrErrorPage } from '../browse/read-or-error-page.server.ts';
import type { StoreShellData } from './store-types.ts';

export async function loadStoreShell(pageContext: PageContextServer): Promise<StoreShellData> {
  const id = pageContext.urlParsed.search.id ?? '';
  if (!/^\d+$/.test(id) || id === '0') throw render(404);
  const { mall } = pageContext;
  const [merchant, config, categories] = await Promise.all([
    readOrErrorPage(mall.get<MerchantRow>(`/api/store/merchant/detail/${id}`)),
    mall.getOr<{ top_banner?: string; banner?: { image: string; link?: string }[] }>(`/api/pc/mer_config/${id}`, {}),
    mall.getOr<StoreShellData['categories']>(`/api/store/merchant/category/lst/${id}`, []),
  ]);
  return {
    merchant,
    topBanner: config.top_banner ?? merchant.mer_banner ?? '',
    banners: config.banner ?? [],
    categories: Array.isArray(categories) ? categories : [],
  };
}
