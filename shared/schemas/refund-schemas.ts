// Validation of the after-sales bodies (docs/mall-api.md §3.8, docs/screens.md a.8): the refund request
// (申请退款) and the return shipment (退回商品). The rules and messages are shared/trade/refund-rules.ts; here
// they are applied to a body, and amounts become fen, once.
import { z } from 'zod';
import { amountFen, backGoodsProblem, idsOf, picsOf, present, refundApplyProblem, textOf } from '../trade/refund-rules.ts';

/** Every field read as text (or kept raw for lists), so the object itself never fails: the checks below do, in order. */
const raw = () => z.unknown().optional();

const RefundApplyFields = z.object({
  type: raw(),
  refund_type: raw(),
  num: raw(),
  ids: raw(),
  refund_message: raw(),
  mark: raw(),
  refund_price: raw(),
  pics: raw(),
});

export const RefundApplyInputSchema = RefundApplyFields.superRefine((input, ctx) => {
  const problem = refundApplyProblem(input);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}).transform((input) => ({
  type: Number(textOf(input.type)) as 1 | 2,
  refund_type: Number(textOf(input.refund_type)) as 1 | 2,
  num: present(textOf(input.num)) ? Number(textOf(input.num)) : 0,
  ids: [...new Set(idsOf(input.ids).ids)],
  refund_message: textOf(input.refund_message),
  mark: textOf(input.mark),
  refund_price_fen: amountFen(textOf(input.refund_price)) ?? 0,
  pics: picsOf(input.pics).list ?? [],
}));

const BackGoodsFields = z.object({
  delivery_type: raw(),
  delivery_id: raw(),
  delivery_phone: raw(),
  delivery_mark: raw(),
  delivery_pics: raw(),
});

export const BackGoodsInputSchema = BackGoodsFields.superRefine((input, ctx) => {
  const problem = backGoodsProblem(input);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}).transform((input) => ({
  delivery_type: textOf(input.delivery_type),
  delivery_id: textOf(input.delivery_id),
  delivery_phone: textOf(input.delivery_phone),
  delivery_mark: textOf(input.delivery_mark),
  delivery_pics: picsOf(input.delivery_pics).list ?? [],
}));
