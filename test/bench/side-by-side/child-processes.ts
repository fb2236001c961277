// Servers the side-by-side bench starts: each in its own process group (so stopping one stops all it started),
// on loopback, and stopped when the bench ends or fails.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export interface Started {
  name: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** A free port on 127.0.0.1, asked of the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once a GET of `url` answers (any status), or fails after `timeoutMs`. */
export async function waitUntilAnswering(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await (await fetch(url)).arrayBuffer();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export function startProcess(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Started {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  child.on('exit', (code, signal) => {
    if (code && !signal) console.error(`${name} exited with ${code}:\n${errors}`);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        resolve();
      }
      setTimeout(() => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 3000).unref();
    });
  return { name, child, stop };
}
