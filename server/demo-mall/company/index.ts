// The company module (enterprise accounts, members, invoices): a place ready for its routes; it registers
// nothing yet. Company logins and the company token are answered by the accounts module today.
import type { FastifyPluginAsync } from 'fastify';

export const companyModule: FastifyPluginAsync = async () => undefined;
