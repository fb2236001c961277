// The deployment files agree with the code: probe paths exist in server/plugins/health-routes.ts, ports
// match PORT, every variable they set is one server/config/env.ts reads, several stateless instances
// share one Redis and one COOKIE_SECRET, and nothing runs without probes or resource limits.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SECOND_RUNTIME_MAJOR } from '../../other-node/runtime.ts';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../server/config/env.ts';
import { cjkFontPath } from '../../../demo-mall/company/statements/statement-pdf.ts';
import { parseYamlDocuments, type YamlValue } from './mini-yaml.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

type Obj = { [key: string]: YamlValue };
const obj = (value: YamlValue | undefined): Obj => {
  if (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`not a mapping: ${JSON.stringify(value)}`);
  return value;
};
const list = (value: YamlValue | undefined): YamlValue[] => {
  if (!Array.isArray(value)) throw new Error(`not a sequence: ${JSON.stringify(value)}`);
  return value;
};

/** Every variable the BFF reads: the keys of the zod schema in server/config/env.ts. */
function envKeys(): Set<string> {
  const source = read('server/config/env.ts');
  const schema = source.slice(source.indexOf('const EnvSchema = z.object({'), source.indexOf('\n});', source.indexOf('const EnvSchema')));
  return new Set([...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] ?? ''));
}

const HEALTH_PATHS = [...read('server/plugins/health-routes.ts').matchAll(/app\.get\('([^']+)'/g)].map((match) => match[1]);
const LIVENESS_PATH = '/healthz';
const READINESS_PATH = '/readyz';
const DEFAULT_PORT = parseEnv({}).port;
const DRAIN_DEADLINE_SECONDS = Number(/SHUTDOWN_DEADLINE_MS = ([\d_]+)/.exec(read('server/main.ts'))?.[1]?.replace(/_/g, '')) / 1000;

describe('the probe endpoints the files rely on', () => {
  it('exist in server/plugins/health-routes.ts, and the Dockerfile serves PORT', () => {
    expect(HEALTH_PATHS).toEqual(expect.arrayContaining([LIVENESS_PATH, READINESS_PATH]));
    expect(read('Dockerfile')).toMatch(new RegExp(`PORT=${DEFAULT_PORT}\\b`));
    expect(read('Dockerfile')).toMatch(new RegExp(`EXPOSE ${DEFAULT_PORT}\\b`));
    expect(DRAIN_DEADLINE_SECONDS).toBeGreaterThan(0);
  });
});

describe('the runtime image', () => {
  /** The Dockerfile's last stage, from its FROM line on, with continued lines joined. */
  const runtimeStage = () => {
    const text = read('Dockerfile').replace(/\\\n/g, ' ');
    return text.slice(text.lastIndexOf('\nFROM '));
  };

  it('is the last stage, on the Node line the native addons were built for, with the PDF font inside node_modules', () => {
    const stage = runtimeStage();
    expect(stage).toMatch(/^\nFROM node:[\w.-]+-bookworm-slim AS runtime\n/);
    const lines = [...read('Dockerfile').matchAll(/^FROM node:(\d+)[\w.-]*/gm)].map((match) => match[1]);
    expect(new Set(lines).size).toBe(1);
    // the image runs the newest LTS line, the one the suites also run on (docs/adr/0031)
    expect(Number(lines[0])).toBe(SECOND_RUNTIME_MAJOR);
    // the statement PDFs embed a font from the npm packages the image copies, not a system font
    expect(cjkFontPath({})).toContain(`${path.sep}node_modules${path.sep}`);
    expect(stage).toContain('COPY --from=prod-deps /app/node_modules ./node_modules');
  });

  it('keeps Beijing time, which the mall’s timestamps follow whatever the host’s zone', () => {
    expect(runtimeStage()).toMatch(/ENV TZ=Asia\/Shanghai\b/);
    const stamp = (tz: string) =>
      execFileSync(
        process.execPath,
        ['--import', 'tsx', '-e', "import('./demo-mall/core/envelope.ts').then((m) => console.log(m.formatDateTime(new Date(0))))"],
        { env: { ...process.env, TZ: tz }, encoding: 'utf8' },
      ).trim();
    expect(stamp('Asia/Shanghai')).toBe('1970-01-01 08:00:00');
    expect(stamp('UTC')).toBe('1970-01-01 00:00:00');
  });
});

describe('deploy/docker-compose.yml and deploy/nginx.conf', () => {
  const [compose] = parseYamlDocuments(read('deploy/docker-compose.yml'));
  const services = obj(obj(compose).services);
  const bffNames = Object.keys(services).filter((name) => obj(services[name]).build !== undefined);
  const bff = bffNames.map((name) => obj(services[name]));
  const nginx = read('deploy/nginx.conf');
  const envExample = read('deploy/bff.env.example');

  it('runs Redis and at least two BFF instances built from the Dockerfile', () => {
    expect(obj(services.redis).image).toMatch(/^redis:\d/);
    expect(bffNames.length).toBeGreaterThanOrEqual(2);
    for (const service of bff) {
      expect(obj(service.build)).toEqual({ context: '..', dockerfile: 'Dockerfile' });
      expect(obj(obj(service.depends_on).redis).condition).toBe('service_healthy');
    }
  });

  it('gives every instance the same settings: one Redis, one COOKIE_SECRET file, a mall URL placeholder', () => {
    const settings = bff.map((service) => JSON.stringify([service.environment, service.env_file]));
    expect(new Set(settings).size).toBe(1);
    const environment = obj(bff[0]?.environment);
    expect(environment.REDIS_URL).toBe('redis://redis:6379/0');
    expect(environment.PORT).toBe(String(DEFAULT_PORT));
    expect(environment.HOST).toBe('0.0.0.0');
    expect(environment.NODE_ENV).toBe('production');
    expect(environment.TRUST_PROXY).toBe('1');
    expect(String(environment.MALL_API_URL)).toContain('https://mall.example.com');
    expect(bff[0]?.env_file).toBe('bff.env');
    expect(envExample).toMatch(/^COOKIE_SECRET=.{32,}$/m);
    expect(read('deploy/.gitignore')).toMatch(/^bff\.env$/m);
  });

  it('health-checks every service, the BFF on its liveness path and port', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(list(obj(obj(service).healthcheck).test).length, name).toBeGreaterThan(1);
    }
    for (const service of bff) {
      const check = list(obj(service.healthcheck).test).join(' ');
      expect(check).toContain(`http://127.0.0.1:${obj(service.environment).PORT}${LIVENESS_PATH}`);
    }
  });

  it('puts a round-robin nginx in front of exactly those instances, forwarding the client address', () => {
    const front = obj(services.front);
    expect(front.image).toMatch(/^nginx:/);
    expect(list(front.volumes)).toContain('./nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(Object.keys(obj(front.depends_on)).sort()).toEqual([...bffNames].sort());
    const upstream = /upstream bff \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    const servers = [...upstream.matchAll(/server ([\w.-]+):(\d+)/g)].map((match) => `${match[1]}:${match[2]}`);
    expect(servers.sort()).toEqual(bffNames.map((name) => `${name}:${DEFAULT_PORT}`).sort());
    expect(upstream).not.toMatch(/\b(ip_hash|hash|least_conn|sticky)\b/);
    const published = list(front.ports).map(String)[0] ?? '';
    expect(nginx).toContain(`listen ${published.split(':').at(-1)};`);
    expect(nginx).toContain('proxy_pass http://bff;');
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(nginx).toMatch(/location = \/metrics \{\s*return 404;/);
  });

  it('nginx.conf passes nginx -t (instance names swapped for loopback)', () => {
    const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
    const binary = found.stdout.trim().split('\n')[0];
    if (found.status !== 0 || !binary) throw new Error('nginx is not installed (Debian: apt-get install nginx; .ci/run installs it)');
    const dir = mkdtempSync(path.join(tmpdir(), 'mall-nginx-'));
    try {
      const config = nginx
        .replace(/server bff-\d+:/g, 'server 127.0.0.1:')
        .replace('worker_processes auto;', `worker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;`);
      writeFileSync(path.join(dir, 'nginx.conf'), config);
      const checked = spawnSync(binary, ['-t', '-q', '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
        encoding: 'utf8',
      });
      expect(checked.stderr.replace(/^.*could not open error log file.*\n?/gm, '')).not.toMatch(/emerg|failed/);
      expect(checked.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('deploy/k8s/*.yaml', () => {
  const folder = path.join(ROOT, 'deploy/k8s');
  const files = readdirSync(folder).filter((file) => file.endsWith('.yaml'));
  const documents = files.flatMap((file) => parseYamlDocuments(readFileSync(path.join(folder, file), 'utf8')).map(obj));
  const find = (kind: string, name: string) => {
    const found = documents.find((document) => document.kind === kind && obj(document.metadata).name === name);
    if (!found) throw new Error(`no ${kind} named ${name} in deploy/k8s`);
    return found;
  };
  const deployment = find('Deployment', 'mall-storefront');
  const podSpec = obj(obj(obj(deployment.spec).template).spec);
  const podLabels = obj(obj(obj(obj(deployment.spec).template).metadata).labels);
  const container = obj(list(podSpec.containers).find((entry) => obj(entry).name === 'bff'));
  const containerPort = (name: YamlValue | undefined) =>
    typeof name === 'number' ? name : obj(list(container.ports).find((port) => obj(port).name === name)).containerPort;
  const configMapName = String(obj(obj(list(container.envFrom)[0]).configMapRef).name);
  const config = obj(find('ConfigMap', configMapName).data);
  const labelsMatch = (selector: YamlValue | undefined, labels: Obj) =>
    Object.entries(obj(selector)).every(([key, value]) => labels[key] === value);

  it('lists every file in kustomization.yaml', () => {
    const [kustomization] = parseYamlDocuments(read('deploy/k8s/kustomization.yaml'));
    expect(list(obj(kustomization).resources).map(String).sort()).toEqual(files.filter((file) => file !== 'kustomization.yaml').sort());
  });

  it('runs at least two replicas that roll without dropping below the count', () => {
    const spec = obj(deployment.spec);
    expect(Number(spec.replicas)).toBeGreaterThanOrEqual(2);
    expect(obj(obj(spec.strategy).rollingUpdate).maxUnavailable).toBe(0);
    expect(labelsMatch(obj(spec.selector).matchLabels, podLabels)).toBe(true);
  });

  it('probes readiness on /readyz and liveness on /healthz, on the port PORT names', () => {
    expect(Number(config.PORT)).toBe(DEFAULT_PORT);
    expect(config.HOST).toBe('0.0.0.0');
    const readiness = obj(obj(container.readinessProbe).httpGet);
    const liveness = obj(obj(container.livenessProbe).httpGet);
    expect(readiness.path).toBe(READINESS_PATH);
    expect(liveness.path).toBe(LIVENESS_PATH);
    expect(containerPort(readiness.port)).toBe(DEFAULT_PORT);
    expect(containerPort(liveness.port)).toBe(DEFAULT_PORT);
    expect(HEALTH_PATHS).toContain(obj(obj(container.startupProbe).httpGet).path);
  });

  it('gives the pod time to drain and sets requests and limits on every container', () => {
    const preStopSeconds = Number(list(obj(obj(obj(container.lifecycle).preStop).exec).command)[1] ?? 0);
    expect(Number(podSpec.terminationGracePeriodSeconds)).toBeGreaterThan(DRAIN_DEADLINE_SECONDS + preStopSeconds);
    const containers = documents
      .filter((document) => document.kind === 'Deployment')
      .flatMap((document) => list(obj(obj(obj(document.spec).template).spec).containers).map(obj));
    expect(containers.length).toBeGreaterThanOrEqual(2);
    for (const each of containers) {
      const resources = obj(each.resources);
      for (const kind of ['requests', 'limits']) {
        expect(obj(resources[kind]).cpu, `${each.name} ${kind}.cpu`).toBeTruthy();
        expect(obj(resources[kind]).memory, `${each.name} ${kind}.memory`).toBeTruthy();
      }
    }
  });

  it('reads COOKIE_SECRET from a Secret, never from the ConfigMap', () => {
    const secret = obj(
      list(container.env)
        .map(obj)
        .find((entry) => entry.name === 'COOKIE_SECRET')?.valueFrom,
    );
    expect(obj(secret.secretKeyRef).name).toBe('mall-storefront-secrets');
    expect(obj(secret.secretKeyRef).key).toBeTruthy();
    expect(Object.keys(config)).not.toContain('COOKIE_SECRET');
    expect(documents.some((document) => document.kind === 'Secret')).toBe(false);
  });

  it('keeps at least one pod through voluntary disruptions', () => {
    const budget = find('PodDisruptionBudget', 'mall-storefront');
    const minAvailable = Number(obj(budget.spec).minAvailable);
    expect(minAvailable).toBeGreaterThanOrEqual(1);
    expect(minAvailable).toBeLessThan(Number(obj(deployment.spec).replicas));
    expect(labelsMatch(obj(obj(budget.spec).selector).matchLabels, podLabels)).toBe(true);
  });

  it('serves the pods through a Service on their http port', () => {
    const service = obj(find('Service', 'mall-storefront').spec);
    expect(labelsMatch(service.selector, podLabels)).toBe(true);
    expect(containerPort(obj(list(service.ports)[0]).targetPort)).toBe(DEFAULT_PORT);
  });

  it('points REDIS_URL at the Redis Service, which selects the Redis pods', () => {
    const url = new URL(String(config.REDIS_URL));
    const redisService = find('Service', url.hostname);
    const redisPort = obj(list(obj(redisService.spec).ports)[0]);
    expect(Number(redisPort.port)).toBe(Number(url.port));
    const redisDeployment = find('Deployment', url.hostname);
    const redisPodLabels = obj(obj(obj(obj(redisDeployment.spec).template).metadata).labels);
    expect(labelsMatch(obj(redisService.spec).selector, redisPodLabels)).toBe(true);
  });

  it('serves metrics on the port Prometheus is told to scrape, off the Service', () => {
    const annotations = obj(obj(obj(deployment.spec).template).metadata).annotations;
    expect(obj(annotations)['prometheus.io/port']).toBe(config.METRICS_PORT);
    expect(containerPort('metrics')).toBe(Number(config.METRICS_PORT));
    expect(list(obj(find('Service', 'mall-storefront').spec).ports)).toHaveLength(1);
  });
});

describe('variables named in the deployment files', () => {
  it('are all read by server/config/env.ts', () => {
    const known = envKeys();
    expect(known.size).toBeGreaterThan(10);
    const named = new Set<string>();
    const [compose] = parseYamlDocuments(read('deploy/docker-compose.yml'));
    for (const service of Object.values(obj(obj(compose).services))) {
      for (const key of Object.keys(obj(obj(service).environment ?? {}))) named.add(key);
    }
    for (const match of read('deploy/docker-compose.yml').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)) named.add(match[1] ?? '');
    for (const match of read('deploy/bff.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)) named.add(match[1] ?? '');
    for (const file of readdirSync(path.join(ROOT, 'deploy/k8s'))) {
      for (const document of parseYamlDocuments(read(`deploy/k8s/${file}`)).map(obj)) {
        if (document.kind === 'ConfigMap') for (const key of Object.keys(obj(document.data))) named.add(key);
        if (document.kind !== 'Deployment') continue;
        for (const each of list(obj(obj(obj(document.spec).template).spec).containers).map(obj)) {
          for (const entry of each.env === undefined ? [] : list(each.env)) named.add(String(obj(entry).name));
        }
      }
    }
    expect(named.size).toBeGreaterThan(8);
    expect([...named].filter((name) => !known.has(name))).toEqual([]);
  });
});
