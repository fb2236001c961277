// The company area's account, ledger and remittances, §3 of docs/company-api.md. Routes are added by this part's own files.
import type { FastifyInstance } from 'fastify';
import type { CompanyModuleOptions } from '../index.ts';

export function registerFinance(_app: FastifyInstance, _options: CompanyModuleOptions): void {}
