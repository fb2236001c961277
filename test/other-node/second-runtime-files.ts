// The test files `npm test` runs again on the second runtime (docs/adr/0073): what can differ between Node.js lines.
// The rest is JavaScript over Fastify's inject and the demo mall in the same process, which the first runtime
// covers. A unit test (test/unit/test-kit/second-runtime-files.test.ts) fails when a file that spawns a process,
// loads a native addon or opens a socket of its own is neither listed here nor exempted with a reason.

export interface Listed {
  /** a path under the repository; `*` is any name part, `**` any folders */
  glob: string;
  why: string;
}

export const SECOND_RUNTIME_FILES: readonly Listed[] = [
  { glob: 'test/integration/process/**', why: 'child processes, signals and the build-and-start path (npm start, the mall child)' },
  { glob: 'test/integration/graceful-shutdown.test.ts', why: 'SIGTERM to a child BFF, draining sockets' },
  { glob: 'test/integration/slow-clients/**', why: 'raw sockets and the server timers that cut slow clients' },
  { glob: 'test/integration/shared-state/redis-*.test.ts', why: 'a Redis child process and its sockets' },
  { glob: 'test/integration/scale-out/**', why: 'two BFF processes behind nginx, Redis' },
  { glob: 'test/integration/metrics-exposure.test.ts', why: 'a Redis child, an HTTP server of its own' },
  { glob: 'test/integration/faults/**', why: 'a mall that resets, stalls and truncates sockets' },
  { glob: 'test/integration/stock-mall/**', why: 'an HTTP mall of its own; the contract check runs as a child process' },
  { glob: 'test/integration/bff/request-target*.test.ts', why: 'hand-written request lines over net sockets' },
  { glob: 'test/integration/bff/csrf-spellings.test.ts', why: 'hand-written headers over net sockets' },
  { glob: 'test/integration/open-api/open-api-rules.test.ts', why: "the open API's path spellings over net sockets" },
  { glob: 'test/integration/bff/trust-proxy.test.ts', why: 'client addresses over net sockets' },
  { glob: 'test/integration/bff/upstream-size-cap.test.ts', why: 'a child BFF whose memory is measured' },
  { glob: 'test/integration/fuzz/api-fuzz.test.ts', why: 'undici against a listening BFF' },
  { glob: 'test/integration/fuzz/page-fuzz.test.ts', why: 'undici against a listening BFF' },
  { glob: 'test/integration/demo-mall/company-webhooks.test.ts', why: 'webhook deliveries to an HTTP receiver, retry timers' },
  {
    glob: 'test/integration/demo-through-bff/quick-order-zip-bomb-load.test.ts',
    why: 'worker threads with heap limits, killed mid-job, under socket load',
  },
  {
    glob: 'test/integration/demo-through-bff/punchout-through-bff.test.ts',
    why: "a buyer's procurement system on 127.0.0.1 the return forms are posted to (fetch over sockets)",
  },
  { glob: 'test/unit/company-inbox/outbound-guard.test.ts', why: 'outbound HTTP to loopback servers' },
  { glob: 'test/unit/demo-mall/worker-pool.test.ts', why: 'worker threads: heap limits, termination' },
  { glob: 'test/integration/demo-mall/company-documents-off-loop.test.ts', why: 'PDFs drawn in worker threads (pdfkit, the canvas addon)' },
  { glob: 'test/unit/demo-mall/accounts-captcha-images.test.ts', why: 'the @napi-rs/canvas addon draws the captchas' },
  { glob: 'test/unit/demo-mall/db-migrations.test.ts', why: 'the better-sqlite3 addon: open, migrate, transactions' },
  { glob: 'test/unit/demo-mall/remittance-code-migration.test.ts', why: 'the better-sqlite3 addon: a migration on a file' },
  { glob: 'test/unit/demo-mall/bank-credit-key-migration.test.ts', why: 'the better-sqlite3 addon: a migration with a backfill' },
  { glob: 'test/unit/demo-mall/digital-invoice.test.ts', why: 'the @napi-rs/canvas addon draws the invoice QR code into the PDF' },
  { glob: 'test/unit/test-kit/sqlite-addon-check.test.ts', why: "the second runtime's own addon check" },
  { glob: 'test/integration/demo-mall/*-persistence.test.ts', why: 'better-sqlite3 on a file: WAL, close, reopen' },
  { glob: 'test/integration/demo-mall/boot-database.test.ts', why: 'better-sqlite3 on a file the boot switch chooses' },
  { glob: 'test/integration/demo-mall/company-purse.test.ts', why: 'better-sqlite3 on a file across a restart' },
  { glob: 'test/integration/demo-mall/catalogue-scale.test.ts', why: "the addon's SQLite: FTS5 trigram search and query plans" },
  { glob: 'test/integration/demo-mall/seeded-image.test.ts', why: 'better-sqlite3 serialize and open from an image' },
  {
    glob: 'test/integration/demo-through-bff/order-life-through-bff.test.ts',
    why: "one whole order's statements through the addon, where a runtime's addon crash (ADR 0031, Node 24) shows",
  },
];

/** Files the scan flags whose outcome does not depend on the runtime: each spawns a tool that checks the repository. */
export const SCAN_EXEMPT: readonly Listed[] = [
  { glob: 'test/unit/hygiene/unused-exports.test.ts', why: 'knip reads the import graph: the same on every runtime, so it runs once' },
  { glob: 'test/unit/deploy/deploy-files.test.ts', why: 'reads deployment files and runs `nginx -t` on one' },
];

/** `*` matches within one folder or name, `**` across folders. */
export function globMatcher(glob: string): RegExp {
  const pattern = glob
    .split('**')
    .map((part) => part.replace(/[.+^${}()|[\]\\?]/g, '\\$&').replace(/\*/g, '[^/]*'))
    .join('.*');
  return new RegExp(`^${pattern}$`);
}

/** The files of `all` (repository-relative paths) that some entry of `list` matches. */
export function matching(all: readonly string[], list: readonly Listed[]): string[] {
  const matchers = list.map((entry) => globMatcher(entry.glob));
  return all.filter((file) => matchers.some((matcher) => matcher.test(file)));
}
