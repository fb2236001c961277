// Every decision record in docs/adr/ is listed in docs/README.md's index, and every row of the index points at a
// record that exists: a newcomer finds the decisions from the index alone.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;
const records = readdirSync(`${ROOT}docs/adr`).filter((name) => /^\d{4}-.+\.md$/.test(name));
const index = readFileSync(`${ROOT}docs/README.md`, 'utf8');
const linked = [...index.matchAll(/\]\(adr\/(\d{4}-[^)]+\.md)\)/g)].map((match) => match[1] ?? '');

describe('the ADR index in docs/README.md', () => {
  it('lists every record in docs/adr/', () => {
    expect(records.length).toBeGreaterThan(0);
    expect(records.filter((name) => !linked.includes(name))).toEqual([]);
  });

  it('points only at records that exist', () => {
    expect(linked.filter((name) => !records.includes(name))).toEqual([]);
  });

  it('gives each record one number of its own', () => {
    const numbers = records.map((name) => name.slice(0, 4));
    expect(numbers.filter((number, at) => numbers.indexOf(number) !== at)).toEqual([]);
  });
});
