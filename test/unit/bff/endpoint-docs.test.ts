// docs/bff-contract.md and README.md show the endpoint table; they are compared with it both ways, so a row
// added, changed or removed on either side fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_TABLE } from '../../../server/rules/endpoint-table.ts';
import { ENDPOINT_COLUMNS, endpointCells, markedSection, tableRows, toMarkdownLine, tradingCells, type Cells } from './endpoint-doc.ts';

const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
const CONTRACT = read('docs/bff-contract.md');
const README = read('README.md');

const tradingRows = ENDPOINT_TABLE.filter((row) => row.token === 'trading');
const otherRows = ENDPOINT_TABLE.filter((row) => row.token !== 'trading');

/** Both directions spelled out, so a failure says which side lacks what. */
function expectSameRows(documented: Cells[], expected: Cells[]) {
  const asLines = (rows: Cells[]) => rows.map(toMarkdownLine);
  const documentedLines = asLines(documented);
  const expectedLines = asLines(expected);
  expect(
    expectedLines.filter((line) => !documentedLines.includes(line)),
    'table rows missing from the document',
  ).toEqual([]);
  expect(
    documentedLines.filter((line) => !expectedLines.includes(line)),
    'document rows not in the table',
  ).toEqual([]);
  expect(documentedLines, 'same order as the table').toEqual(expectedLines);
}

describe('docs/bff-contract.md', () => {
  it('shows every endpoint row except the trading prefixes, and nothing else', () => {
    const section = markedSection(CONTRACT, 'endpoint-table');
    const header = section.split('\n').find((line) => line.startsWith('|'));
    // Compared cell by cell: the formatter pads markdown tables to aligned columns.
    expect(
      header
        ?.split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    ).toEqual([...ENDPOINT_COLUMNS]);
    expectSameRows(tableRows(section), otherRows.map(endpointCells));
  });

  it('lists every trading prefix with its description, and nothing else', () => {
    expectSameRows(tableRows(markedSection(CONTRACT, 'trading-paths')), tradingRows.map(tradingCells));
  });

  it('no longer points to a second list of paths', () => {
    expect(CONTRACT).not.toContain('shared/trading-paths.ts');
    expect(README).not.toContain('shared/trading-paths.ts');
  });
});

describe('README.md', () => {
  it('names exactly the trading prefixes of the table', () => {
    const section = markedSection(README, 'trading-paths');
    const documented = [...section.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    expect(documented).toEqual(tradingRows.map((row) => row.path));
  });
});
