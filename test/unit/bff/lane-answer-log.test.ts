// The guest fast lane's log (server/cache/lane-answer-log.ts, ADR 0027): at info a summary per interval, at debug a
// line per answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LaneAnswerLog, MAX_SUMMARY_ADDRESSES, OTHER_ADDRESSES } from '../../../server/cache/lane-answer-log.ts';

interface Written {
  level: 'info' | 'debug';
  fields: Record<string, unknown>;
  message: string;
}

function logger(level: string) {
  const written: Written[] = [];
  return {
    written,
    log: {
      level,
      info: (fields: object, message: string) => written.push({ level: 'info', fields: fields as Record<string, unknown>, message }),
      debug: (fields: object, message: string) => written.push({ level: 'debug', fields: fields as Record<string, unknown>, message }),
    },
  };
}

/** A lane log at `level` (summing up every `intervalMs`, else its default interval) and what it wrote. */
function laneAt(level: string, intervalMs?: number) {
  const { written, log } = logger(level);
  return { written, lane: new LaneAnswerLog(log, intervalMs) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('at info', () => {
  it('sums the answers up per address, busiest first, with the slowest time', () => {
    const { written, lane } = laneAt('info');
    lane.record('/api/pc/config', 0.2);
    lane.record('/', 1.26);
    lane.record('/', 0.4);
    expect(written).toEqual([]);
    lane.close();
    expect(written).toHaveLength(1);
    expect(written[0]?.message).toBe('guest fast lane answers');
    expect(written[0]?.fields).toMatchObject({ answers: 3, slowestMs: 1.3, byUrl: { '/': 2, '/api/pc/config': 1 } });
    expect(Object.keys(written[0]?.fields.byUrl as object)).toEqual(['/', '/api/pc/config']);
  });

  it('writes a summary every interval and none for an interval without answers', () => {
    vi.useFakeTimers();
    const { written, lane } = laneAt('info', 10_000);
    lane.record('/', 1);
    vi.advanceTimersByTime(10_000);
    expect(written.map((line) => line.fields.answers)).toEqual([1]);
    expect(written[0]?.fields.seconds).toBe(10);
    vi.advanceTimersByTime(30_000);
    expect(written).toHaveLength(1);
    lane.record('/goods_detail/1', 1);
    lane.close();
    expect(written.map((line) => line.fields.byUrl)).toEqual([{ '/': 1 }, { '/goods_detail/1': 1 }]);
    // closed: no timer left to write again
    lane.record('/', 1);
    vi.advanceTimersByTime(60_000);
    expect(written).toHaveLength(2);
  });

  it('counts at most a fixed number of addresses apart; the rest are summed together', () => {
    const { written, lane } = laneAt('info');
    for (let id = 0; id < MAX_SUMMARY_ADDRESSES + 25; id += 1) lane.record(`/goods_detail/${id}`, 1);
    lane.record('/goods_detail/0', 1);
    lane.close();
    const byUrl = written[0]?.fields.byUrl as Record<string, number>;
    expect(Object.keys(byUrl)).toHaveLength(MAX_SUMMARY_ADDRESSES + 1);
    expect(byUrl[OTHER_ADDRESSES]).toBe(25);
    expect(byUrl['/goods_detail/0']).toBe(2);
    expect(written[0]?.fields.answers).toBe(MAX_SUMMARY_ADDRESSES + 26);
  });
});

describe('at debug', () => {
  it('writes each answer as a request line with its own id, and no summary', () => {
    const { written, lane } = laneAt('debug');
    lane.record('/', 0.44);
    lane.record('/', 0.5);
    lane.close();
    expect(written.map((line) => [line.level, line.message])).toEqual([
      ['debug', 'request completed'],
      ['debug', 'request completed'],
    ]);
    expect(written[0]?.fields).toMatchObject({ method: 'GET', url: '/', statusCode: 200, responseTime: 0.4 });
    expect(written[0]?.fields.reqId).not.toBe(written[1]?.fields.reqId);
  });
});
