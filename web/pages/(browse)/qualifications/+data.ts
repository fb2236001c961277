// /qualifications?id=: the store's business licence, shown after the image captcha (as the original).
import type { PageContextServer } from 'vike/types';
import type { MerchantRow } from '#web/features/browse/types.ts';
import { readOrErrorPage } from '#web/features/browse/read-or-error-page.server.ts';
import { render } from 'vike/abort';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const id = pageContext.urlParsed.search.id ?? '';
  if (!/^\d+$/.test(id)) throw render(404);
  const merchant = await readOrErrorPage(pageContext.mall.get<MerchantRow>(`/api/store/merchant/detail/${id}`));
  return {
    meta: { title: '店铺资质', description: `${merchant.mer_name}营业执照信息`, canonical: `/qualifications?id=${merchant.mer_id}` },
    merchant: { mer_id: merchant.mer_id, mer_name: merchant.mer_name },
  };
}
