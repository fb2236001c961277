// The trade module (orders, checkout, payment): a place ready for its routes; it registers nothing yet.
// The pricing engine is written in trade/pricing/ and will be wired in here.
import type { FastifyPluginAsync } from 'fastify';

export const tradeModule: FastifyPluginAsync = async () => undefined;
