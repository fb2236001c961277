// The company area's profile (企业信息) and members (企业成员管理), §2 of docs/company-api.md. Routes are added by this part's own files.
import type { FastifyInstance } from 'fastify';
import type { CompanyModuleOptions } from '../index.ts';

export function registerMembers(_app: FastifyInstance, _options: CompanyModuleOptions): void {}
