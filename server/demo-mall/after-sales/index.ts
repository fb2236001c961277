// The after-sales module (refunds, returns): a place ready for its routes; it registers nothing yet.
import type { FastifyPluginAsync } from 'fastify';

export const afterSalesModule: FastifyPluginAsync = async () => undefined;
