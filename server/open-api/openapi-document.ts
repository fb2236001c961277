// GET /open/v1/openapi.json: the OpenAPI 3.1 document, generated from the route table and the same zod schemas
// that check the requests, so what is documented is what is enforced.
import { z } from 'zod';
import { OPEN_CLIENT_SCOPE_NAMES } from '#shared/company/open-client-scopes.ts';
import { OPEN_ERROR_CODES } from './open-errors.ts';
import type { OpenRoute } from './open-route.ts';
import { OPEN_ROUTES, TOKEN_PATH } from './open-routes.ts';

type Json = Record<string, unknown>;

const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };

const jsonSchemaOf = (schema: z.ZodType): Json => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as Json;
  return rest;
};

function queryParameters(route: OpenRoute): Json[] {
  if (!route.query) return [];
  const schema = jsonSchemaOf(route.query) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function pathParameters(route: OpenRoute): Json[] {
  return [...route.path.matchAll(/\{(\w+)\}/g)].map((found) => ({
    name: found[1],
    in: 'path',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  }));
}

function operation(route: OpenRoute): Json {
  const answer =
    route.answers === 'file'
      ? {
          description: route.answerDescription,
          content: {
            'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
            'application/xml': { schema: { type: 'string' } },
          },
        }
      : { description: route.answerDescription, content: { 'application/json': { schema: { type: 'object' } } } };
  return {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.tag],
    security: [{ clientCredentials: [route.scope] }],
    parameters: [
      ...pathParameters(route),
      ...queryParameters(route),
      ...(route.write ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
    ],
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(route.body) } } } } : {}),
    responses: { '200': answer, '4XX': ERROR_RESPONSE, '5XX': ERROR_RESPONSE },
  };
}

function tokenOperation(): Json {
  const credentials = {
    type: 'object',
    required: ['grant_type'],
    properties: {
      grant_type: { const: 'client_credentials' },
      client_id: { type: 'string' },
      client_secret: { type: 'string' },
    },
  };
  return {
    operationId: 'issueToken',
    summary: '获取访问令牌（OAuth 2.0 client credentials；凭据可用 HTTP Basic 或请求体）',
    tags: ['认证'],
    security: [{}, { clientBasic: [] }],
    requestBody: {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: credentials }, 'application/json': { schema: credentials } },
    },
    responses: {
      '200': {
        description: 'the token',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['access_token', 'token_type', 'expires_in', 'scope'],
              properties: {
                access_token: { type: 'string' },
                token_type: { const: 'Bearer' },
                expires_in: { type: 'integer' },
                scope: { type: 'string' },
              },
            },
          },
        },
      },
      '4XX': ERROR_RESPONSE,
      '5XX': ERROR_RESPONSE,
    },
  };
}

export function openApiDocument(): Json {
  const paths: Record<string, Json> = { [TOKEN_PATH]: { post: tokenOperation() } };
  for (const route of OPEN_ROUTES) {
    paths[route.path] = { ...(paths[route.path] ?? {}), [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '东联工业品商城 开放接口',
      version: '1.0.0',
      summary: '企业采购系统（ERP/SRM）对接：商品池、价格库存、下单、物流、验收、发票、对账与消息池',
      description:
        '以 OAuth 2.0 client credentials 获取访问令牌后，以 `Authorization: Bearer <token>` 调用。写操作须带 `Idempotency-Key`。错误统一为 `{error: {code, message}}`。参阅 docs/open-api.md。',
    },
    tags: ['认证', '商品', '订单', '对账与发票', '消息'].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        clientCredentials: {
          type: 'oauth2',
          flows: { clientCredentials: { tokenUrl: TOKEN_PATH, scopes: OPEN_CLIENT_SCOPE_NAMES } },
        },
        clientBasic: { type: 'http', scheme: 'basic' },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          description: '8–128 个可见 ASCII 字符；同一 Key 与相同内容重试返回首次结果，不同内容被拒绝',
          schema: { type: 'string', pattern: '^[\\x21-\\x7e]{8,128}$' },
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: { code: { enum: Object.keys(OPEN_ERROR_CODES) }, message: { type: 'string' } },
            },
          },
        },
      },
      responses: {
        Error: { description: '错误', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    },
  };
}
