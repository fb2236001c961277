// The mall's profile (DemoMallOptions.profile, off by default; `npm run bench:scale` turns it on): how long each SQL
// statement ran, and the longest block of the event loop. Every statement prepared after `timeStatements` is
// timed in run/get/all; the report names the slowest by their longest single run.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { DemoMallDatabase } from './database.ts';

interface StatementFigures {
  sql: string;
  count: number;
  totalMs: number;
  maxMs: number;
}

export interface MallProfile {
  /** the longest event-loop delay seen since the last reset, ms */
  eventLoopMaxMs: number;
  /** the statements with the longest single run, longest first */
  slowest: StatementFigures[];
}

export interface Profiler {
  report(top: number): MallProfile;
  reset(): void;
}

export function timeStatements(db: DemoMallDatabase): Profiler {
  const figures = new Map<string, StatementFigures>();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const prepare = db.prepare.bind(db);
  const record = (sql: string, ms: number) => {
    const entry = figures.get(sql) ?? { sql, count: 0, totalMs: 0, maxMs: 0 };
    entry.count += 1;
    entry.totalMs += ms;
    entry.maxMs = Math.max(entry.maxMs, ms);
    figures.set(sql, entry);
  };
  db.prepare = ((source: string) => {
    const statement = prepare(source);
    for (const method of ['run', 'get', 'all'] as const) {
      const original = statement[method].bind(statement) as (...args: unknown[]) => unknown;
      (statement as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        const started = performance.now();
        try {
          return original(...args);
        } finally {
          record(source, performance.now() - started);
        }
      };
    }
    return statement;
  }) as typeof db.prepare;
  return {
    report: (top) => ({
      eventLoopMaxMs: loop.max / 1e6,
      slowest: [...figures.values()].sort((a, b) => b.maxMs - a.maxMs).slice(0, top),
    }),
    reset() {
      figures.clear();
      loop.reset();
    },
  };
}
