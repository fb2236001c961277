// `npm test`: lint and format (Biome), typecheck, production build, vitest (unit + integration) on the machine's Node.js,
// the runtime-sensitive part of it again on the newest Node.js LTS (SECOND_RUNTIME_MAJOR, docs/adr/0031 and 0073), and
// Playwright (browser), in that order; then the wall time of each stage and the 15 slowest files of each runner
// (run-all/timings.ts), and one plain closing line "N passed, N failed" summing every suite for CI.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { prepareOtherNode, removeMirror, runVitestOn } from './other-node.ts';
import { SECOND_RUNTIME_MAJOR } from './other-node/runtime.ts';
import { testFiles } from './other-node/runtime-touch-scan.ts';
import { matching, SECOND_RUNTIME_FILES } from './other-node/second-runtime-files.ts';
import { StageClock, slowestPlaywrightFiles, slowestVitestFiles, timeTable } from './run-all/timings.ts';

interface Tally {
  passed: number;
  failed: number;
}

const tally: Tally = { passed: 0, failed: 0 };
/** The names of what failed, printed again just above the closing line: CI often keeps only the end of the output. */
const failures: string[] = [];
mkdirSync('test-results', { recursive: true });
const clock = new StageClock();
/** The slowest-files tables, printed after every stage has run. */
const timeTables: string[] = [];

/** Adds a vitest JSON report to the tally; a missing report or a suite that failed to load counts as a failure. */
function countVitest(label: string, reportFile: string): void {
  if (!existsSync(reportFile)) {
    tally.failed += 1;
    failures.push(`${label}: no report`);
    return;
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as VitestReport;
  timeTables.push(timeTable(`Slowest files, ${label}:`, slowestVitestFiles(report, process.cwd())));
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests;
  for (const file of report.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`${label}: ${where} › ${test.fullName}`);
    // A file that failed to load has no failed test of its own but still fails the run.
    if (file.status === 'failed' && failedTests.length === 0)
      failures.push(`${label}: ${where} (did not load: ${firstLine(file.message)})`);
  }
  if (!report.success && report.numFailedTests === 0) tally.failed += 1;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  success: boolean;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; duration?: number | null }[];
  }[];
}

function firstLine(text: string | undefined): string {
  return (text ?? '').split('\n', 1)[0]?.slice(0, 200) ?? '';
}

interface PlaywrightSuite {
  specs?: { title: string; file: string; line: number; tests: { status: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites?: PlaywrightSuite[];
}

/** "file:line › title" of every spec whose outcome was unexpected, in report order. */
function failedSpecs(suites: PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'unexpected'))
      .map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
    ...failedSpecs(suite.suites ?? []),
  ]);
}

function noteStep(label: string, ok: boolean): void {
  if (ok) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(label);
  }
}

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = clock.time(label, () => spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }));
  return result.status === 0;
}

// 0. Lint and format: Biome over the whole tree (biome.json; warnings are reported, errors fail).
noteStep('biome', run('biome', 'npx', ['biome', 'check', '.', '--max-diagnostics=0']));

// 1. Typecheck: one check per tsconfig (shared, server, demo-mall, web, test).
for (const project of ['shared', 'server', 'demo-mall', 'web', 'test']) {
  noteStep(`typecheck ${project}`, run(`typecheck ${project}`, 'npx', ['tsc', '-p', `${project}/tsconfig.json`, '--noEmit']));
}

// 2. Production build (rendering tests and browser tests use it).
const built = run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
noteStep('build', built);

// 3. Unit and integration tests.
const vitestReport = 'test-results/vitest.json';
rmSync(vitestReport, { force: true });
run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
countVitest(`vitest node ${process.versions.node}`, vitestReport);

// 4. The files that can differ between runtimes (other-node/second-runtime-files.ts, docs/adr/0073) on the second
// runtime (test/other-node.ts): counted apart, so a failure that shows on one runtime only is visible.
const otherVitestReport = `test-results/vitest-node${SECOND_RUNTIME_MAJOR}.json`;
rmSync(otherVitestReport, { force: true });
try {
  console.log(`\n▶ vitest on node ${SECOND_RUNTIME_MAJOR}`);
  clock.time(`vitest on node ${SECOND_RUNTIME_MAJOR}`, () => {
    const other = prepareOtherNode(SECOND_RUNTIME_MAJOR, process.cwd());
    const files = matching(testFiles(process.cwd()), SECOND_RUNTIME_FILES);
    console.log(`node ${other.version} in ${other.mirror}: ${files.length} runtime-sensitive files`);
    runVitestOn(other, path.resolve(otherVitestReport), files);
    removeMirror(other);
  });
} catch (error) {
  console.log(`vitest on node ${SECOND_RUNTIME_MAJOR} could not run: ${(error as Error).message}`);
}
countVitest(`vitest node ${SECOND_RUNTIME_MAJOR}`, otherVitestReport);

// 5. Browser tests against the production build.
if (built) {
  const playwrightReport = 'test-results/playwright.json';
  rmSync(playwrightReport, { force: true });
  run('playwright', 'npx', ['playwright', 'test']);
  if (existsSync(playwrightReport)) {
    const report = JSON.parse(readFileSync(playwrightReport, 'utf8')) as PlaywrightReport;
    timeTables.push(timeTable('Slowest files, playwright:', slowestPlaywrightFiles(report)));
    tally.passed += report.stats.expected + report.stats.flaky;
    tally.failed += report.stats.unexpected;
    failures.push(...failedSpecs(report.suites ?? []).map((spec) => `playwright: ${spec}`));
    if (report.stats.expected + report.stats.unexpected + report.stats.flaky === 0) {
      tally.failed += 1;
      failures.push('playwright: no test ran');
    }
  } else {
    tally.failed += 1;
    failures.push('playwright: no report');
  }
} else {
  console.log('playwright: skipped because the build failed (counted as a failure)');
  tally.failed += 1;
  failures.push('playwright: skipped because the build failed');
}

console.log(`\n${[clock.table(), ...timeTables].join('\n\n')}`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `  ✘ ${failure}`).join('\n')}`);
console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
