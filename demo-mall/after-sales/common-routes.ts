// Public lists the refund forms read (docs/mall-api.md §3.8, docs/screens.md a.8): the refund reasons
// (退款原因) and the express companies a return may be sent with (物流公司). CRMEB serves both without a login.
import type { FastifyInstance } from 'fastify';
import { ok } from '../core/envelope.ts';
import { REFUND_REASONS, RETURN_EXPRESS } from './refund-rules.ts';

export function registerCommonRoutes(app: FastifyInstance): void {
  app.get('/api/common/refund_message', async () => ok([...REFUND_REASONS]));
  app.get('/api/common/express', async () => ok(RETURN_EXPRESS));
}
