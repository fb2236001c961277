// 物流跟踪 read while the page renders: the mall answers the courier timeline only to
// POST /api/order/express/:id, a server read the BFF's endpoint table allows page loaders to send. A refusal
// or fault keeps the page: the timeline part says so and offers 重新查询 in the browser.
import { isMallReadError, type MallReader } from '#shared/api/mall-reader.ts';
import { newestFirst, type RawExpressAnswer } from './tracking.ts';
import type { ExpressSteps } from './use-express-steps.ts';

export async function readExpressSteps(mall: MallReader, orderId: number): Promise<ExpressSteps> {
  try {
    const answer = await mall.postRead<RawExpressAnswer | undefined>(`/api/order/express/${orderId}`);
    return { state: 'ready', steps: newestFirst(answer?.express) };
  } catch (error) {
    if (!isMallReadError(error)) throw error;
    return { state: 'failed', message: error.message || '加载失败' };
  }
}
