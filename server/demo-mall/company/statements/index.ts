// The company area's monthly statements and their export, §4 of docs/company-api.md. Routes are added by this part's own files.
import type { FastifyInstance } from 'fastify';
import type { CompanyModuleOptions } from '../index.ts';

export function registerStatements(_app: FastifyInstance, _options: CompanyModuleOptions): void {}
