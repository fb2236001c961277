// `npm test` ends with the slowest files of each runner and the wall time of each stage (test/run-all/timings.ts),
// read from the runners' JSON reports.
import { describe, expect, it } from 'vitest';
import { StageClock, slowestPlaywrightFiles, slowestVitestFiles, timeTable } from '../../run-all/timings.ts';

describe('slowestVitestFiles', () => {
  it('sums each file’s test durations, slowest first, names relative to the root, at most `count`', () => {
    const report = {
      testResults: [
        { name: '/repo/test/a.test.ts', assertionResults: [{ duration: 100 }, { duration: 250 }] },
        { name: '/repo/test/b.test.ts', assertionResults: [{ duration: 900 }, { duration: null }] },
        { name: '/repo/test/c.test.ts', assertionResults: [{ duration: 5 }] },
      ],
    };
    expect(slowestVitestFiles(report, '/repo', 2)).toEqual([
      { file: 'test/b.test.ts', ms: 900 },
      { file: 'test/a.test.ts', ms: 350 },
    ]);
  });
});

describe('slowestPlaywrightFiles', () => {
  it('sums every attempt of every spec of a file, through nested suites', () => {
    const report = {
      suites: [
        {
          specs: [{ file: 'one.spec.ts', tests: [{ results: [{ duration: 1000 }, { duration: 800 }] }] }],
          suites: [{ specs: [{ file: 'one.spec.ts', tests: [{ results: [{ duration: 200 }] }] }] }],
        },
        { specs: [{ file: 'two.spec.ts', tests: [{ results: [{ duration: 1500 }] }] }] },
      ],
    };
    expect(slowestPlaywrightFiles(report)).toEqual([
      { file: 'one.spec.ts', ms: 2000 },
      { file: 'two.spec.ts', ms: 1500 },
    ]);
  });
});

describe('StageClock', () => {
  it('records each stage in order with its result, and a total', () => {
    const clock = new StageClock();
    expect(clock.time('biome', () => 7)).toBe(7);
    expect(() =>
      clock.time('build', () => {
        throw new Error('failed');
      }),
    ).toThrow('failed');
    expect(clock.stages.map((stage) => stage.file)).toEqual(['biome', 'build']);
    expect(
      clock
        .table()
        .split('\n')
        .map((line) => line.trim().split(/\s+/).at(-1)),
    ).toEqual(['stage:', 'biome', 'build', 'total']);
  });
});

describe('timeTable', () => {
  it('prints seconds with one decimal before each name', () => {
    expect(timeTable('Slowest:', [{ file: 'a.test.ts', ms: 12_345 }])).toBe('Slowest:\n   12.3 s  a.test.ts');
  });
});
