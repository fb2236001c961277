// Starts a throwaway redis-server for tests and benchmarks: loopback only, a free port, no persistence,
// its own temporary folder. CI installs redis-server (.ci/run); a machine without it fails loudly here.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { freePort } from '../../helpers/bff/free-port.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RedisServer {
  readonly port: number;
  readonly url: string;
  /** Kills the server (SIGKILL: a crash, not a clean shutdown) and waits for it to exit. */
  kill(): Promise<void>;
  /** Starts it again on the same port after kill(). */
  restart(): Promise<void>;
  /** SIGSTOP / SIGCONT: a server that holds connections open but answers nothing. */
  freeze(): void;
  thaw(): void;
  /** Stops the server for good and removes its folder. */
  stop(): Promise<void>;
}

export function findRedisServerBinary(): string {
  const candidates = '/usr/bin/redis-server /usr/local/bin/redis-server';
  const lookup = `command -v redis-server && exit 0; for f in ${candidates}; do [ -x "$f" ] && echo "$f" && exit 0; done; exit 1`;
  const found = spawnSync('sh', ['-c', lookup], { encoding: 'utf8' });
  const binary = found.status === 0 ? (found.stdout.trim().split('\n')[0] ?? '') : '';
  if (!binary) {
    throw new Error(
      'redis-server is not installed: the shared-state tests need it (Debian: apt-get install redis-server; .ci/run installs it)',
    );
  }
  return binary;
}

async function waitUntilAnswering(port: number, child: ChildProcess, deadlineMs = 10_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
    if (await answersPing(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`redis-server did not answer on port ${port} within ${deadlineMs} ms`);
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const finish = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(500, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => finish(data.toString().startsWith('+PONG')));
  });
}

/** `port`: a free port chosen earlier (e.g. one a client already tries); a new free one when absent. */
export async function startRedisServer(options: { port?: number } = {}): Promise<RedisServer> {
  const binary = findRedisServerBinary();
  const dir = mkdtempSync(path.join(tmpdir(), 'mall-redis-'));
  const port = options.port ?? (await freePort());
  let child: ChildProcess | undefined;

  const launch = async () => {
    const started = spawn(
      binary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--loglevel', 'warning'],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child = started;
    await waitUntilAnswering(port, started);
  };
  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGCONT');
    running.kill('SIGKILL');
    await exited;
  };

  await launch();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill,
    restart: launch,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    async stop() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export { freePort };
