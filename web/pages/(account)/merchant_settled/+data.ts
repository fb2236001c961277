// /merchant_settled: the settlement form's options (商户分类, 店铺类型, 入驻协议) and the shopper's latest
// application, read in parallel. The page needs a login (the global guard redirects guests).
import type { PageContextServer } from 'vike/types';
import { sanitizeRichHtml } from '#web/features/browse/rich-html.server.ts';
import { EMPTY_PAGE, type Paged } from '#web/features/browse/types.ts';
import type { RawIntention } from '#web/features/settle-record/settle-record-view.ts';

/** GET /api/intention/detail/:id: an application reopened for editing (入驻记录's 编辑 / 重新提交). */
export interface IntentionDetail extends RawIntention {
  merchant_category_id: number;
  mer_type_id: number;
  images: string[];
}

/** ?id= names the application to edit; an approved one cannot change any more. */
async function editingOf(pageContext: PageContextServer): Promise<IntentionDetail | null> {
  const id = pageContext.urlParsed.search.id ?? '';
  if (!/^[1-9]\d*$/.test(id) || !pageContext.layout.session.loggedIn) return null;
  const found = await pageContext.mall.getOr<IntentionDetail | null>(`/api/intention/detail/${id}`, null);
  return found && found.status !== 1 ? found : null;
}

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { mall, layout } = pageContext;
  const loggedIn = layout.session.loggedIn;
  const [categories, types, agreement, mine, editing] = await Promise.all([
    mall.getOr<{ merchant_category_id: number; category_name: string }[]>('/api/intention/cate', []),
    mall.getOr<{ mer_type_id: number; type_name: string; type_info?: string }[]>('/api/intention/type', []),
    mall.getOr<{ content?: string }>('/api/agreement/sys_intention_agree', {}),
    loggedIn ? mall.getOr<Paged<RawIntention>>('/api/intention/lst', EMPTY_PAGE, { page: 1, limit: 1 }) : Promise.resolve(EMPTY_PAGE),
    editingOf(pageContext),
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
    editing,
  };
}
