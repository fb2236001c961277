// The shape of one open API endpoint: the route table (open-routes.ts) lists them, the plugin dispatches to them
// and the OpenAPI document describes them, so the three cannot drift apart.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { OpenClientScope } from '#shared/company/open-client-scopes.ts';
import type { OpenCaller } from './open-clients.ts';
import type { IdempotencyStore } from './idempotency.ts';
import type { OpenFile, OpenMall } from './open-mall.ts';

export interface OpenContext<Body = unknown, Query = Record<string, string | undefined>> {
  request: FastifyRequest;
  mall: OpenMall;
  caller: OpenCaller;
  /** path parameters, already checked to be positive integers */
  params: Record<string, number>;
  query: Query;
  body: Body;
  /** the write's Idempotency-Key */
  idempotencyKey: string;
  idempotency: IdempotencyStore;
}

export interface OpenRoute {
  method: 'GET' | 'POST';
  /** OpenAPI style, `{name}` for a parameter (always a positive integer id) */
  path: string;
  operationId: string;
  /** one line, Chinese */
  summary: string;
  tag: string;
  scope: OpenClientScope;
  /** a write: needs an Idempotency-Key, answered once per key */
  write: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  /** 'file': PDF or XML; else JSON */
  answers?: 'file';
  /** a short description of `data` in the answer, for the document */
  answerDescription: string;
  handle(context: OpenContext): Promise<unknown | OpenFile>;
}
