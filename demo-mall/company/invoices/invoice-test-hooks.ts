// Test hook (only with testHooks, docs/company-api.md §12.5): a browser test moves a 红字确认单's application back by
// some hours, as if they had passed, to see it lapse after 72 hours without waiting.
import type { FastifyInstance } from 'fastify';
import { checkRequest, int, paramsOf } from '../../core/param-schemas.ts';
import type { Clock } from '../../core/clock.ts';
import { formatDateTime } from '../../core/envelope.ts';
import type { DemoMallDatabase } from '../../db/database.ts';

const Backdate = paramsOf({ confirmation_id: int(0), hours: int(0) });
const HOUR_MS = 3_600_000;

export function registerInvoiceTestHooks(app: FastifyInstance, db: DemoMallDatabase, now: Clock): void {
  const move = db.prepare('UPDATE company_red_confirmations SET create_time = ?, expire_time = ? WHERE confirmation_id = ? AND status = 0');
  const row = db.prepare('SELECT create_time, expire_time FROM company_red_confirmations WHERE confirmation_id = ?');
  app.post('/__test/company/red-confirmation/backdate', async (request, reply) => {
    const input = checkRequest(Backdate, request);
    if (!input.ok) return reply.code(400).send(input.body);
    const { confirmation_id, hours } = input.value;
    const found = row.get(confirmation_id) as { create_time: string; expire_time: string } | undefined;
    if (!found || hours <= 0) return reply.code(409).send({ message: 'no waiting red confirmation' });
    const back = (time: string) => formatDateTime(new Date(new Date(time.replace(' ', 'T')).getTime() - hours * HOUR_MS));
    const moved = move.run(back(found.create_time), back(found.expire_time), confirmation_id);
    if (moved.changes === 0) return reply.code(409).send({ message: 'no waiting red confirmation' });
    return { ok: true, now: formatDateTime(new Date(now())) };
  });
}
