// Test hooks (only with testHooks): a browser test moves an order's delivery or its due date back, as if the
// days had passed, instead of waiting for them (docs/company-api.md §11.4).
import type { FastifyInstance } from 'fastify';
import { checkRequest, int, paramsOf, text } from '../../core/param-schemas.ts';
import type { AcceptanceStore } from './acceptance-store.ts';

const Backdate = paramsOf({ order_id: int(0), delivered_time: text, due_date: text });
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function registerAcceptanceTestHooks(app: FastifyInstance, store: AcceptanceStore): void {
  app.post('/__test/company/acceptance/backdate', async (request, reply) => {
    const input = checkRequest(Backdate, request);
    if (!input.ok) return reply.code(400).send(input.body);
    const { order_id, delivered_time, due_date } = input.value;
    if (delivered_time && (!TIME.test(delivered_time) || !store.backdateDelivery(order_id, delivered_time))) {
      return reply.code(409).send({ message: 'no delivered order' });
    }
    if (due_date && (!DAY.test(due_date) || !store.backdateDue(order_id, due_date))) {
      return reply.code(409).send({ message: 'no credit acceptance' });
    }
    return { ok: true };
  });
}
