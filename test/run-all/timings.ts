// Where `npm test` spends its time: the wall time of each stage, and the slowest test files of each runner read from
// the JSON reports the runners already write (a file's time is the sum of its tests' durations; Playwright's
// includes every retry). Printed at the end of the run so each run names its slowest files.

export interface FileTime {
  file: string;
  ms: number;
}

interface VitestTimes {
  testResults?: { name: string; assertionResults: { duration?: number | null }[] }[];
}

interface PlaywrightSuiteTimes {
  file?: string;
  specs?: { file: string; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuiteTimes[];
}

function slowest(totals: Map<string, number>, count: number): FileTime[] {
  return [...totals]
    .map(([file, ms]) => ({ file, ms }))
    .sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file))
    .slice(0, count);
}

/** The `count` slowest files of a vitest JSON report, names relative to `root`. */
export function slowestVitestFiles(report: VitestTimes, root: string, count = 15): FileTime[] {
  const totals = new Map<string, number>();
  for (const file of report.testResults ?? []) {
    const name = file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name;
    totals.set(name, (totals.get(name) ?? 0) + file.assertionResults.reduce((sum, test) => sum + (test.duration ?? 0), 0));
  }
  return slowest(totals, count);
}

/** The `count` slowest spec files of a Playwright JSON report (every attempt counted). */
export function slowestPlaywrightFiles(report: { suites?: PlaywrightSuiteTimes[] }, count = 15): FileTime[] {
  const totals = new Map<string, number>();
  const walk = (suites: PlaywrightSuiteTimes[]) => {
    for (const suite of suites) {
      for (const spec of suite.specs ?? []) {
        const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
        totals.set(spec.file, (totals.get(spec.file) ?? 0) + ms);
      }
      walk(suite.suites ?? []);
    }
  };
  walk(report.suites ?? []);
  return slowest(totals, count);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

/** A table: one line per row, the time right-aligned before the name. */
export function timeTable(title: string, rows: readonly FileTime[]): string {
  return [title, ...rows.map((row) => `${seconds(row.ms)}  ${row.file}`)].join('\n');
}

/** Times the stages of a run in the order they ran. */
export class StageClock {
  readonly stages: FileTime[] = [];

  time<T>(stage: string, run: () => T): T {
    const started = performance.now();
    try {
      return run();
    } finally {
      this.stages.push({ file: stage, ms: performance.now() - started });
    }
  }

  table(): string {
    const total = this.stages.reduce((sum, stage) => sum + stage.ms, 0);
    return timeTable('Wall time of each stage:', [...this.stages, { file: 'total', ms: total }]);
  }
}
