// A pino destination that keeps every line, so tests can search the log (e.g. for a leaked token).
import { Writable } from 'node:stream';

export interface LogCapture {
  stream: Writable;
  lines(): Record<string, unknown>[];
  text(): string;
}

export function createLogCapture(): LogCapture {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString('utf8'));
      callback();
    },
  });
  return {
    stream,
    text: () => chunks.join(''),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
