// /refund_confirm?orderId=&ids=&type=&refund_type= (docs/screens.md a.8), read on the server: what the chosen
// products may give back (GET /api/refund/product/:id, goods and postage apart) and the reasons
// (GET /api/common/refund_message). A refusal of the mall — among them a request already open for the product
// (该商品正在退款中，请勿重复申请) — is shown with its message instead of the form.
import type { PageContextServer } from 'vike/types';
import { toFen } from '#shared/money.ts';
import { ROUTES } from '#shared/routes.ts';
import { readRefusable } from '#web/features/refund/read-refund.server.ts';
import { idsOfQuery, type RawRefundProductAnswer, toRefundLine } from '#web/features/refund/refund-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search } = pageContext.urlParsed;
  const meta = { title: ROUTES.refundConfirm.name };
  const orderId = Number(search.orderId);
  const ids = idsOfQuery(search.ids);
  const type: 1 | 2 = ids.length === 1 && search.type !== '2' ? 1 : 2;
  const refundType: 1 | 2 = search.refund_type === '2' ? 2 : 1;
  if (!Number.isInteger(orderId) || orderId <= 0 || ids.length === 0) return { meta, orderId: 0, confirm: null, message: '请选择退款商品' };
  const answer = await readRefusable(pageContext, () =>
    pageContext.mall.get<RawRefundProductAnswer>(`/api/refund/product/${orderId}`, { ids: ids.join(','), type }),
  );
  if (!answer.ok) return { meta, orderId, confirm: null, message: answer.message };
  const reasons = await pageContext.mall.getOr<string[]>('/api/common/refund_message', []);
  const confirm = {
    orderId,
    ids,
    type,
    refundType,
    lines: (answer.value.product ?? []).map(toRefundLine),
    goodsFen: toFen(answer.value.total_refund_price),
    postageFen: toFen(answer.value.postage_price),
    reasons: Array.isArray(reasons) ? reasons.map(String) : [],
  };
  return { meta, orderId, confirm, message: '' };
}
