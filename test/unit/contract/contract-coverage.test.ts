// The contract check's one table (server/contract/contract-calls.ts) cannot drift from what the storefront reads:
// every public read of the endpoint table and every mall path a public page's data or the chrome reads is asked.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { shapeDifference } from '../../../server/contract/answer-shape.ts';
import { CONTRACT_CALLS } from '../../../server/contract/contract-calls.ts';
import { ENDPOINT_TABLE } from '../../../server/rules/endpoint-table.ts';
import { listSourceFiles, scanFiles } from '../../helpers/bff/path-literal-scan.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The paths asked, without the query; `{name}` stands for an id. */
const ASKED = CONTRACT_CALLS.map((call) => call.url.split('?')[0] ?? '');

/** A literal or a row path is covered by a call with that exact path, or by one under it when it ends in '/'. */
const covered = (wanted: string) => ASKED.some((asked) => asked === wanted || (wanted.endsWith('/') && asked.startsWith(wanted)));

const PAGE_DATA_FILES = [
  ...listSourceFiles(ROOT, 'server/ssr'),
  ...listSourceFiles(ROOT, 'web/pages/(browse)').filter((file) => file.endsWith('/+data.ts')),
  'web/features/browse/listing/load-listing.ts',
  'web/features/goods/detail/load-detail.server.ts',
  'web/features/store/load-store.server.ts',
];

describe('the contract table', () => {
  it("asks every public read of the endpoint table (the guests' cached reads)", () => {
    const publicReads = ENDPOINT_TABLE.filter((row) => row.cacheSeconds !== undefined).map((row) => row.path);
    expect(publicReads.length).toBeGreaterThan(20);
    expect(publicReads.filter((rowPath) => !covered(rowPath))).toEqual([]);
  });

  it('asks every mall path the chrome and the public pages read', () => {
    const literals = scanFiles(ROOT, PAGE_DATA_FILES).filter((literal) => literal.text.startsWith('/api/'));
    expect(literals.length).toBeGreaterThan(30);
    expect(
      literals.filter((literal) => !covered(literal.text)).map((literal) => `${literal.file}:${literal.line} ${literal.text}`),
    ).toEqual([]);
  });

  it('says for each call who uses it, and what the storefront falls back to where it can', () => {
    for (const call of CONTRACT_CALLS) expect(call.usedBy, call.url).not.toBe('');
    expect(CONTRACT_CALLS.find((call) => call.url === '/api/article/categories')?.fallback).toContain('/api/article/category/lst');
    // never a write but the login
    expect(CONTRACT_CALLS.filter((call) => call.method !== 'GET').map((call) => call.url)).toEqual(['/api/auth/login']);
  });
});

describe('answer shapes', () => {
  it('accept what CRMEB answers and say how anything else differs', () => {
    expect(shapeDifference('paged', { count: 2, list: [] })).toBeNull();
    expect(shapeDifference('paged', { count: '2', list: [] })).toBeNull();
    expect(shapeDifference('paged', [])).toBe('expected {count, list}, got an array');
    expect(shapeDifference('array', { list: [] })).toBe('expected an array, got an object with list');
    expect(shapeDifference('object', null)).toBe('expected an object, got null');
    expect(shapeDifference('cart-count', [{ count: '1' }])).toBeNull();
    expect(shapeDifference('cart-count', [{ count: 0 }])).toBeNull();
    expect(shapeDifference('cart-count', { count: 1 })).toBe('expected [{count}], got an object with count');
    expect(shapeDifference('token', { token: 'x' })).toBeNull();
    expect(shapeDifference('token', undefined)).toBe('expected {token, ...}, got no data');
  });
});
