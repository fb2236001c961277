// Runs wrk (loopback, bounded by duration) and reads its summary: requests per second, p50/p99 latency, errors.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface WrkFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface WrkTarget {
  url: string;
  cookie?: string;
  /** a JSON body: the request becomes a POST */
  json?: string;
}

function ms(value: string, unit: string): number {
  const number = Number(value);
  if (unit === 'us') return number / 1000;
  if (unit === 's') return number * 1000;
  return number;
}

export function parseWrk(output: string): WrkFigures {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0);
  const latency = (percent: string) => {
    const match = new RegExp(`^\\s+${percent}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(output);
    return match ? ms(match[1]!, match[2]!) : Number.NaN;
  };
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0;
  return { rps, p50: latency('50'), p99: latency('99'), errors: non2xx + socketErrors };
}

export async function wrk(target: WrkTarget, options: { connections: number; seconds: number; scratch: string }): Promise<WrkFigures> {
  const args = ['-t', '2', '-c', String(options.connections), '-d', `${options.seconds}s`, '--latency', '--timeout', '10s'];
  if (target.cookie) args.push('-H', `Cookie: ${target.cookie}`);
  if (target.json !== undefined) {
    const script = path.join(options.scratch, 'post.lua');
    writeFileSync(
      script,
      `wrk.method = "POST"\nwrk.body = ${JSON.stringify(target.json)}\nwrk.headers["Content-Type"] = "application/json"\n`,
    );
    args.push('-s', script);
  }
  args.push(target.url);
  const { stdout } = await run('wrk', args, { maxBuffer: 1024 * 1024 });
  return parseWrk(stdout);
}
