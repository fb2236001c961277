// 立即评价: POST /api/reply/:id (`:id` = the order product) through the BFF with the checked body; the mall's
// refusal arrives as an ApiError carrying its message.
import type { EvaluationInput } from '#shared/trade/evaluation-input-rules.ts';
import { apiPostWithMessage } from '#web/api/bff-client.ts';

export async function submitEvaluation(orderProductId: number, input: EvaluationInput): Promise<string> {
  const { message } = await apiPostWithMessage<unknown>(`/api/reply/${orderProductId}`, input);
  return message;
}
