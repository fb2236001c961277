// How the demo mall is started: where its database lives and which test conveniences it exposes.
import type { DemoDoorSettings } from '#shared/demo-doors/door-settings.ts';
import type { CatalogueSeedKind } from './catalogue/seed-choice.ts';
import type { Clock } from './core/clock.ts';
import type { WebhookSettings } from './company/inbox/index.ts';
import type { SiteSwitches } from './platform/site-switches.ts';

export interface DemoMallOptions {
  /**
   * The SQLite database: a file path, or ':memory:' (the default here, so tests and benches start clean).
   * The process entry points (`npm run mall`, the BFF's boot switch) default to data/demo-mall.sqlite instead.
   * A Buffer is the serialized image of a seeded mall, opened as a private in-memory copy (tests).
   */
  database?: string | Buffer;
  /**
   * The catalogue an empty database is seeded with: 'small' (default, the demo catalogue) or 'large' (100,000
   * products, docs/adr/0080). A database that already holds a catalogue keeps it. The entry points read DEMO_MALL_SEED.
   */
  seed?: CatalogueSeedKind;
  /** progress lines of a large seed (the entry points print them) */
  onSeedProgress?(message: string): void;
  /** Expose /__test/* hooks (captcha answers, SMS outbox as JSON). Only tests set it; shut doors hide them too. */
  testHooks?: boolean;
  /**
   * The demo doors (SMS outbox, QR and payment confirmation, consoles, test hooks): open or shut (404), and the
   * password they ask. Absent: read from NODE_ENV, DEMO_CONSOLES and DEMO_CONSOLE_PASSWORD (docs/adr/0030).
   */
  doors?: DemoDoorSettings;
  /** Signing secret for tokens; when absent the one stored in the database (generated on first start). */
  tokenSecret?: string;
  /** Print each SMS code with a [demo SMS] prefix (on by default). */
  printSms?: boolean;
  /** Fastify logger for the demo mall itself (off by default: the BFF logs the calls). */
  logger?: boolean;
  /** Milliseconds clock of the accounts rules (captcha, SMS, QR, lockout) and the trade deadlines; tests move it. */
  clock?: Clock;
  /** Minutes an unpaid order waits for payment (default DEMO_ORDER_CLOSE_MINUTES, else 15). */
  orderCloseMinutes?: number;
  /** How often a timer closes overdue unpaid orders, ms (default 30 s; 0: only the sweep before each trade request). */
  orderSweepMs?: number;
  /** Company webhooks (docs/company-api.md §14.2): internal addresses allowed (tests), poll and time limit. */
  webhooks?: Partial<WebhookSettings>;
  /** Time every SQL statement and watch the event loop (context.profiler; `npm run bench:scale`). Off by default. */
  profile?: boolean;
  /** /api/config's feature switches (default: all on); '' or '0' turns one off, as on a stock shop */
  switches?: Partial<SiteSwitches>;
}
