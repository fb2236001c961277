// deploy/nginx.conf run for a test: the same round-robin front, with its instances swapped for loopback
// ports, one worker (so round robin alternates exactly), `daemon off`, and every file in a temporary folder.
// The access log names the instance (upstream address) that answered each request.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnGroup, StopWaiting, waitFor, type GroupProcess } from './process-group.ts';

export interface NginxFront {
  readonly url: string;
  readonly process: GroupProcess;
  /** one entry per answered request, in order: the request line's URI, status, and the instances tried */
  accessLog(): { uri: string; status: number; upstreams: string[] }[];
  stop(): Promise<void>;
}

export function findNginxBinary(): string {
  const found = spawnSync('sh', ['-c', 'command -v nginx || { [ -x /usr/sbin/nginx ] && echo /usr/sbin/nginx; }'], { encoding: 'utf8' });
  const binary = found.status === 0 ? (found.stdout.trim().split('\n')[0] ?? '') : '';
  if (!binary) throw new Error('nginx is not installed (Debian: apt-get install nginx; .ci/run installs it)');
  return binary;
}

function replaceOnce(text: string, pattern: string | RegExp, replacement: string): string {
  const found = typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
  if (!found) throw new Error(`deploy/nginx.conf no longer contains ${String(pattern)}: update test/helpers/bff/nginx-front.ts`);
  return text.replace(pattern, replacement);
}

/** deploy/nginx.conf with `instancePorts` as its upstream servers, listening on 127.0.0.1:`port`. */
export function loopbackNginxConfig(
  deployConfig: string,
  options: { dir: string; port: number; instancePorts: readonly number[] },
): string {
  const { dir } = options;
  const servers = options.instancePorts
    .map((instancePort) => `    server 127.0.0.1:${instancePort} max_fails=3 fail_timeout=10s;`)
    .join('\n');
  let config = replaceOnce(deployConfig, /^( *server bff-\d+:\d+[^\n]*\n)+/m, `${servers}\n`);
  config = replaceOnce(config, /listen \d+;/, `listen 127.0.0.1:${options.port};`);
  config = replaceOnce(
    config,
    'worker_processes auto;',
    `daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;`,
  );
  const files = [
    `log_format instances '$request_uri $status "$upstream_addr"';`,
    `access_log ${dir}/access.log instances;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${dir}/${kind}_temp;`),
  ];
  return replaceOnce(config, /http \{\n/, `http {\n${files.map((line) => `  ${line}\n`).join('')}`);
}

function answersTcp(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startNginxFront(options: {
  projectRoot: string;
  port: number;
  instancePorts: readonly number[];
}): Promise<NginxFront> {
  const binary = findNginxBinary();
  const dir = mkdtempSync(path.join(tmpdir(), 'mall-front-'));
  // Workers may run as another user when the test runs as root; they only read what is in here.
  chmodSync(dir, 0o755);
  const deployConfig = readFileSync(path.join(options.projectRoot, 'deploy', 'nginx.conf'), 'utf8');
  const configFile = path.join(dir, 'nginx.conf');
  writeFileSync(configFile, loopbackNginxConfig(deployConfig, { dir, port: options.port, instancePorts: options.instancePorts }));
  const nginx = spawnGroup(binary, ['-c', configFile, '-p', dir, '-e', path.join(dir, 'error.log')], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    logFile: path.join(dir, 'output.log'),
  });
  const errorLog = () => {
    try {
      return readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  await waitFor(
    async () => {
      if (!nginx.running()) throw new StopWaiting('nginx exited');
      return answersTcp(options.port);
    },
    10_000,
    () => `nginx did not listen on ${options.port}: ${nginx.log()} ${errorLog()}`,
  );

  return {
    url: `http://127.0.0.1:${options.port}`,
    process: nginx,
    accessLog() {
      let text = '';
      try {
        text = readFileSync(path.join(dir, 'access.log'), 'utf8');
      } catch {
        return [];
      }
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const match = /^(\S+) (\d+) "([^"]*)"$/.exec(line);
          return {
            uri: match?.[1] ?? '',
            status: Number(match?.[2] ?? 0),
            upstreams: (match?.[3] ?? '').split(/,\s*/).filter((part) => part && part !== '-'),
          };
        });
    },
    async stop() {
      await nginx.kill('SIGQUIT', 5_000);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
