// Lighthouse (the npm package's CLI, desktop preset, Debian's chromium headless) over a few pages of the running
// BFF: performance and accessibility scores with the metrics behind them, and what shifted when CLS is not 0.
// One page at a time, as a child process (its own chromium each), so a crashed run reports and the bench goes on.
// CHROME_PATH (default /usr/bin/chromium); BENCH_LIGHTHOUSE=0 leaves it out.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../../../server/app.ts';

const run = promisify(execFile);

const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage';
const RUN_TIMEOUT_MS = 180_000;

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  /** milliseconds, except cls */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** the elements that shifted, when any did */
  shifted: string[];
}

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { node?: { selector?: string } }[] } }>;
}

function figuresOf(report: Report): LighthouseFigures {
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? Number.NaN) * 100);
  const shifts = report.audits['layout-shifts']?.details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndex: metric('speed-index'),
    shifted: shifts.map((item) => item.node?.selector ?? '?').slice(0, 3),
  };
}

/** One Lighthouse run of `url`; throws with the CLI's last words when it fails. */
export async function lighthouse(url: string): Promise<LighthouseFigures> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const output = path.join(scratch, 'report.json');
  try {
    await run(
      process.execPath,
      [
        path.join(PROJECT_ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js'),
        url,
        '--preset=desktop',
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, timeout: RUN_TIMEOUT_MS },
    );
    return figuresOf(JSON.parse(readFileSync(output, 'utf8')) as Report);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function lighthouseLine(name: string, figures: LighthouseFigures): string {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const shifted = figures.cls > 0 && figures.shifted.length ? `  shifted: ${figures.shifted.join(', ')}` : '';
  return (
    `  ${name.padEnd(8)} performance ${String(figures.performance).padStart(3)}  accessibility ${String(figures.accessibility).padStart(3)}  ` +
    `CLS ${figures.cls.toFixed(3)}  LCP ${ms(figures.lcp)}  TBT ${ms(figures.tbt)}  FCP ${ms(figures.fcp)}  SI ${ms(figures.speedIndex)}${shifted}`
  );
}
