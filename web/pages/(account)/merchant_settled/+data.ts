// /merchant_settled: the settlement form's options (商户分类, 店铺类型, 入驻协议) and the shopper's latest
// application, read in parallel. The page needs a login (the global guard redirects guests).
import type { PageContextServer } from 'vike/types';
import { sanitizeRichHtml } from '#web/features/browse/rich-html.server.ts';
import { EMPTY_PAGE, type Paged } from '#web/features/browse/types.ts';

export interface IntentionRow {
  mer_intention_id: number;
  mer_name: string;
  name: string;
  phone: string;
  category_name?: string;
  type_name?: string;
  status: number;
  fail_msg?: string;
  create_time: string;
}

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { mall, layout } = pageContext;
  const loggedIn = layout.session.loggedIn;
  const [categories, types, agreement, mine] = await Promise.all([
    mall.getOr<{ merchant_category_id: number; category_name: string }[]>('/api/intention/cate', []),
    mall.getOr<{ mer_type_id: number; type_name: string; type_info?: string }[]>('/api/intention/type', []),
    mall.getOr<{ content?: string }>('/api/agreement/sys_intention_agree', {}),
    loggedIn ? mall.getOr<Paged<IntentionRow>>('/api/intention/lst', EMPTY_PAGE, { page: 1, limit: 1 }) : Promise.resolve(EMPTY_PAGE),
  ]);
  return {
    meta: { title: '商户入驻', description: '商户入驻申请：提交资料，审核通过即可开店。', canonical: '/merchant_settled' },
    loggedIn,
    categories: (Array.isArray(categories) ? categories : []).map(({ merchant_category_id, category_name }) => ({
      merchant_category_id,
      category_name,
    })),
    types: (Array.isArray(types) ? types : []).map(({ mer_type_id, type_name, type_info }) => ({
      mer_type_id,
      type_name,
      type_info: type_info ?? '',
    })),
    agreementHtml: sanitizeRichHtml(agreement.content),
    latest: mine.list?.[0] ?? null,
  };
}
