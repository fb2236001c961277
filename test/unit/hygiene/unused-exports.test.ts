// Every export is used somewhere (docs/adr/0038): knip reads the import graph from the entry points in knip.json
// (servers, pages, tests, scripts) and names each exported value or type that no other file imports. An export
// used only inside its own file is not reported (knip.json ignoreExportsUsedInFile).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;
const KNIP = path.join(ROOT, 'node_modules/knip/bin/knip.js');

function knip(directory: string): { code: number | null; output: string } {
  const run = spawnSync(process.execPath, [KNIP, '--directory', directory, '--no-progress', '--reporter', 'compact'], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A two-file project: `main.ts` uses one export of `rules.ts` and leaves the other one unused. */
function projectWithAnUnusedExport(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'unused-export-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'probe', private: true, type: 'module' }));
  writeFileSync(
    path.join(dir, 'knip.json'),
    JSON.stringify({ entry: ['main.ts'], project: ['*.ts'], include: ['exports', 'types'], ignoreExportsUsedInFile: true }),
  );
  writeFileSync(path.join(dir, 'main.ts'), "import { used } from './rules.ts';\nconsole.log(used);\n");
  writeFileSync(path.join(dir, 'rules.ts'), 'export const used = 1;\nexport const forgotten = 2;\nexport type Forgotten = number;\n');
  return dir;
}

const probes: string[] = [];
afterAll(() => {
  for (const dir of probes) rmSync(dir, { recursive: true, force: true });
});

describe('unused exports', () => {
  it('the repository has none', { timeout: 120_000 }, () => {
    const { code, output } = knip(ROOT);
    expect(output.trim(), 'unused exports: remove them, or import them where they are meant to be used').toBe('');
    expect(code).toBe(0);
  });

  it('the check names a new unused value and type', { timeout: 60_000 }, () => {
    const dir = projectWithAnUnusedExport();
    probes.push(dir);
    const { code, output } = knip(dir);
    expect(code).not.toBe(0);
    expect(output).toContain('rules.ts: forgotten');
    expect(output).toContain('rules.ts: Forgotten');
    expect(output).not.toContain('used,');
  });
});
