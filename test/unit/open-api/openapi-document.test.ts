// /open/v1/openapi.json as OpenAPI 3.1: the document's frame checked against the rules of the 3.1 specification
// that concern it (written out below as a JSON Schema, compiled by Ajv's draft 2020-12 validator, the dialect 3.1
// uses), every Schema Object in it compiled as a 2020-12 schema, every $ref resolved, every path template's
// parameters declared, operation ids unique, and the document naming exactly the route table's endpoints; and the
// whole document against the official OpenAPI 3.1 schema (@seriousme/openapi-schema-validator).
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../server/open-api/openapi-document.ts';
import { OPEN_ROUTES, TOKEN_PATH } from '../../../server/open-api/open-routes.ts';

type Json = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The parts of the OpenAPI 3.1 schema (spec.openapis.org/oas/3.1/schema) this document uses. */
const FRAME = {
  type: 'object',
  required: ['openapi', 'info', 'paths'],
  properties: {
    openapi: { type: 'string', pattern: '^3\\.1\\.\\d+(-.+)?$' },
    info: {
      type: 'object',
      required: ['title', 'version'],
      properties: { title: { type: 'string' }, version: { type: 'string' }, summary: { type: 'string' }, description: { type: 'string' } },
    },
    paths: {
      type: 'object',
      propertyNames: { pattern: '^/' },
      additionalProperties: {
        type: 'object',
        propertyNames: { enum: [...METHODS, 'summary', 'description', 'parameters', 'servers', '$ref'] },
        additionalProperties: { $ref: '#/$defs/operation' },
      },
    },
    components: {
      type: 'object',
      properties: {
        securitySchemes: {
          type: 'object',
          additionalProperties: {
            type: 'object',
            required: ['type'],
            properties: { type: { enum: ['apiKey', 'http', 'mutualTLS', 'oauth2', 'openIdConnect'] } },
            // "http needs a scheme, oauth2 needs flows", each implication written as (not A) or B
            allOf: [
              { anyOf: [{ properties: { type: { not: { const: 'http' } } } }, { required: ['scheme'] }] },
              { anyOf: [{ properties: { type: { not: { const: 'oauth2' } } } }, { required: ['flows'] }] },
            ],
          },
        },
        parameters: { type: 'object', additionalProperties: { $ref: '#/$defs/parameter' } },
      },
    },
  },
  $defs: {
    operation: {
      type: 'object',
      required: ['responses'],
      properties: {
        operationId: { type: 'string' },
        tags: { type: 'array', items: { type: 'string' } },
        parameters: { type: 'array', items: { oneOf: [{ $ref: '#/$defs/reference' }, { $ref: '#/$defs/parameter' }] } },
        requestBody: {
          type: 'object',
          required: ['content'],
          properties: { content: { type: 'object', minProperties: 1 } },
        },
        responses: {
          type: 'object',
          minProperties: 1,
          propertyNames: { pattern: '^(default|[1-5](\\d\\d|XX))$' },
          additionalProperties: {
            oneOf: [{ $ref: '#/$defs/reference' }, { type: 'object', required: ['description'], not: { required: ['$ref'] } }],
          },
        },
        security: { type: 'array', items: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
      },
    },
    parameter: {
      type: 'object',
      required: ['name', 'in'],
      properties: { name: { type: 'string' }, in: { enum: ['query', 'header', 'path', 'cookie'] }, required: { type: 'boolean' } },
      allOf: [
        // a path parameter is required: true
        {
          anyOf: [
            { properties: { in: { not: { const: 'path' } } } },
            { required: ['required'], properties: { required: { const: true } } },
          ],
        },
        { oneOf: [{ required: ['schema'] }, { required: ['content'] }] },
      ],
    },
    reference: { type: 'object', required: ['$ref'], properties: { $ref: { type: 'string' } } },
  },
};

const document = openApiDocument();
const ajv = new Ajv2020({ strict: false, allErrors: true });

/** Every value under `node` with the JSON pointer it sits at. */
function* walk(node: unknown, pointer = '#'): Generator<[string, unknown]> {
  yield [pointer, node];
  if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) yield* walk(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}

function resolve(pointer: string): unknown {
  return pointer
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document);
}

const operations = Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
);

describe('the OpenAPI document', () => {
  it('validates against the official OpenAPI 3.1 schema, which refuses a broken copy', async () => {
    const validator = new Validator();
    const answer = await validator.validate(structuredClone(document) as Json);
    expect(answer.errors ?? [], JSON.stringify(answer.errors)).toEqual([]);
    expect(answer.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    const broken = structuredClone(document) as { paths: Record<string, Record<string, Json>> };
    (broken.paths[TOKEN_PATH] as Record<string, Json>).post = { responses: { '200': { content: {} } } };
    expect((await new Validator().validate(broken as Json)).valid).toBe(false);
  });

  it('has the frame OpenAPI 3.1 asks for', () => {
    const valid = ajv.validate(FRAME, document);
    expect(ajv.errors ?? [], JSON.stringify(ajv.errors)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('is refused by that frame when it breaks a rule (the check can fail)', () => {
    const broken = structuredClone(document) as { openapi: string; paths: Record<string, Record<string, Json>> };
    broken.openapi = '3.0.3';
    expect(ajv.validate(FRAME, broken)).toBe(false);
    const noResponses = structuredClone(document) as { paths: Record<string, Record<string, Json>> };
    delete noResponses.paths[TOKEN_PATH]?.post?.responses;
    expect(ajv.validate(FRAME, noResponses)).toBe(false);
  });

  it('holds Schema Objects that compile as JSON Schema 2020-12', () => {
    const schemas = [...walk(document)].filter(([pointer]) => /\/schema$|\/components\/schemas\/[^/]+$/.test(pointer));
    expect(schemas.length).toBeGreaterThan(20);
    for (const [pointer, schema] of schemas) {
      const standalone = JSON.parse(JSON.stringify(schema).replace(/"#\/components\/schemas\/(\w+)"/g, '"#/$defs/$1"'));
      expect(() => ajv.compile({ ...standalone, $defs: (document.components as Json).schemas }), pointer).not.toThrow();
    }
  });

  it('resolves every $ref inside the document', () => {
    const refs = [...walk(document)].filter(([pointer]) => pointer.endsWith('/$ref')).map(([, value]) => String(value));
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(resolve(ref), ref).toBeDefined();
  });

  it('declares every path parameter of a template and names each operation once', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, operation } of operations) {
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((found) => found[1]).sort();
      const declared = ((operation.parameters ?? []) as Json[])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name)
        .sort();
      expect(declared, path).toEqual(templated);
    }
  });

  it('documents exactly the route table, the token endpoint, scopes and the Idempotency-Key on writes', () => {
    const documented = operations.map(({ path, method }) => `${method.toUpperCase()} ${path}`).sort();
    const expected = [`POST ${TOKEN_PATH}`, ...OPEN_ROUTES.map((route) => `${route.method} ${route.path}`)].sort();
    expect(documented).toEqual(expected);
    for (const route of OPEN_ROUTES) {
      const operation = (document.paths as Record<string, Record<string, Json>>)[route.path]?.[route.method.toLowerCase()] as Json;
      expect(operation.security).toEqual([{ clientCredentials: [route.scope] }]);
      const keyed = JSON.stringify(operation.parameters).includes('#/components/parameters/IdempotencyKey');
      expect(keyed, route.path).toBe(route.write);
    }
  });
});
