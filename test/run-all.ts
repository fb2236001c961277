// `npm test`: lint and format (Biome), typecheck, production build, vitest (unit + integration) on the machine's Node.js and
// on Node.js 22 LTS, and Playwright (browser), in that order, then one plain closing line "N passed, N failed" summing every suite for CI.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { prepareOtherNode, removeMirror, runVitestOn } from './other-node.ts';

interface Tally {
  passed: number;
  failed: number;
}

const tally: Tally = { passed: 0, failed: 0 };
mkdirSync('test-results', { recursive: true });

/** Adds a vitest JSON report to the tally; a missing report or a suite that failed to load counts as a failure. */
function countVitest(reportFile: string): void {
  if (!existsSync(reportFile)) {
    tally.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { numPassedTests: number; numFailedTests: number; success: boolean };
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests;
  if (!report.success && report.numFailedTests === 0) tally.failed += 1;
}

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

// 0. Lint and format: Biome over the whole tree (biome.json; warnings are reported, errors fail).
if (run('biome', 'npx', ['biome', 'check', '.', '--max-diagnostics=0'])) tally.passed += 1;
else tally.failed += 1;

// 1. Typecheck: one check per tsconfig (shared, server, web, test).
for (const project of ['shared', 'server', 'web', 'test']) {
  const ok = run(`typecheck ${project}`, 'npx', ['tsc', '-p', `${project}/tsconfig.json`, '--noEmit']);
  if (ok) tally.passed += 1;
  else tally.failed += 1;
}

// 2. Production build (rendering tests and browser tests use it).
const built = run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
if (built) tally.passed += 1;
else tally.failed += 1;

// 3. Unit and integration tests.
const vitestReport = 'test-results/vitest.json';
rmSync(vitestReport, { force: true });
run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
countVitest(vitestReport);

// 4. The same unit and integration tests on Node.js 22 LTS (test/other-node.ts): counted apart, so a failure
// that shows on one runtime only is visible.
const otherVitestReport = 'test-results/vitest-node22.json';
rmSync(otherVitestReport, { force: true });
try {
  console.log('\n▶ vitest on node 22');
  const other = prepareOtherNode(22, process.cwd());
  console.log(`node ${other.version} in ${other.mirror}`);
  runVitestOn(other, path.resolve(otherVitestReport));
  removeMirror(other);
} catch (error) {
  console.log(`vitest on node 22 could not run: ${(error as Error).message}`);
}
countVitest(otherVitestReport);

// 5. Browser tests against the production build.
if (built) {
  const playwrightReport = 'test-results/playwright.json';
  rmSync(playwrightReport, { force: true });
  run('playwright', 'npx', ['playwright', 'test']);
  if (existsSync(playwrightReport)) {
    const report = JSON.parse(readFileSync(playwrightReport, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
    tally.passed += report.stats.expected + report.stats.flaky;
    tally.failed += report.stats.unexpected;
    if (report.stats.expected + report.stats.unexpected + report.stats.flaky === 0) tally.failed += 1;
  } else {
    tally.failed += 1;
  }
} else {
  console.log('playwright: skipped because the build failed (counted as a failure)');
  tally.failed += 1;
}

console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
