// d3 draws the 采购分析 charts on the server only (docs/adr/0055-spend-charts-with-d3-on-the-server.md): a web file
// that imports d3-* must be a *.server.ts module (vike refuses those in the browser), so the charts add no bytes to
// the page's JavaScript. This test names any other web file that imports it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');
const D3_IMPORT = /\bfrom\s+['"]d3-[a-z-]+['"]|\bimport\s*\(\s*['"]d3-/;

function webFiles(relative = ''): string[] {
  return readdirSync(path.join(WEB, relative), { withFileTypes: true }).flatMap((entry) => {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return webFiles(child);
    return /\.(ts|tsx)$/.test(entry.name) ? [child] : [];
  });
}

describe('the chart library stays on the server', () => {
  it('is imported only by *.server.ts modules of web/', () => {
    const importers = webFiles().filter((file) => D3_IMPORT.test(readFileSync(path.join(WEB, file), 'utf8')));
    expect(importers).toContain('features/company-spend/spend-charts.server.ts');
    expect(importers.filter((file) => !file.endsWith('.server.ts'))).toEqual([]);
  });
});
