// order/create's company half (docs/company-api.md §5, §8, §13), owned here and answered by the company module
// (company/order-placement.ts), so order/create asks the company side once per order and trade never reaches
// into company/. A personal order passes through untouched.
import type { FastifyRequest } from 'fastify';
import type { Envelope } from '../core/envelope.ts';

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

export interface CompanyOrderPlacement {
  /**
   * Checks the body's company fields (PO number, cost centre), runs `create` (the order, in the caller's
   * transaction), then stamps, holds or refuses what it made. `held` is the answer for an order held for
   * approval; `refused` an answer the caller gives after rolling the order back.
   */
  place<T extends { groupOrderId: number }>(
    request: FastifyRequest,
    body: { po_number?: unknown; cost_center_id?: unknown },
    create: () => Outcome<T>,
  ): Outcome<T & { paid: boolean; held: Envelope | null }> | { refused: Envelope };
}
