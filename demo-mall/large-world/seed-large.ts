// DEMO_MALL_SEED=large (docs/adr/0085): on a database that holds no large world yet, the catalogue step and then the
// company step write a deterministic large world; later starts find the marker and reuse it. The mall is built once
// on the file first, so the demo accounts, companies and their opening money are the small seed's, exactly.
import { fileURLToPath } from 'node:url';
import { buildDemoMall, type DemoMallContext } from '../app.ts';
import { createRng, hashString } from '../core/prng.ts';
import type { DemoMallDatabase } from '../db/database.ts';
import { readSetting } from '../db/settings.ts';
import { pickSkus, type Progress } from './catalogue-step.ts';
import { seedOrderHistory } from './company-orders.ts';
import { seedMessages, seedQuotes, seedStatementsAndInvoices } from './company-paperwork.ts';
import { HOME_COMPANY, seedAgreements, seedHomeCompany, seedOtherCompanies, seedRulesAndBudgets } from './company-world.ts';
import { LARGE_WORLD, type WorldSize } from './world-size.ts';

/** Where `DEMO_MALL_SEED=large` keeps its world unless DEMO_MALL_DB names a file: never the small seed's file. */
export const LARGE_DATABASE_FILE = fileURLToPath(new URL('../../data/demo-mall-large.sqlite', import.meta.url));

/** Bumped whenever the generator writes a different world; the bench keys its cached database on it. */
export const LARGE_WORLD_VERSION = 5;
const DONE = `seeded:large-world-v${LARGE_WORLD_VERSION}`;
const STARTED = 'large-world:started';
const DAY_MS = 86_400_000;

export interface LargeSeedOptions {
  size?: WorldSize;
  /** the world's "today" (ms); the history ends here (default: now) */
  endMs?: number;
  onProgress?: Progress;
}

/** CPU seconds this process spent so far: the machine is shared, so progress reports CPU, not wall time. */
function cpuSeconds(): string {
  const { user, system } = process.cpuUsage();
  return ((user + system) / 1e6).toFixed(1);
}

function day(ms: number, offsetDays = 0): string {
  const date = new Date(ms + offsetDays * DAY_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Why this database cannot take the large world, or null when it can (a fresh file). */
function refusal(db: DemoMallDatabase): string | null {
  if (readSetting(db, STARTED) !== undefined) return 'a large seed was interrupted on it';
  const used = db.prepare('SELECT (SELECT COUNT(*) FROM orders) + (SELECT COUNT(*) FROM users WHERE uid > 3) AS n').get() as { n: number };
  return used.n > 0 ? 'it already holds orders or accounts of another world' : null;
}

/** Writes the large world into the database file unless it holds it already; answers which happened. */
export async function seedLargeWorld(database: string, options: LargeSeedOptions = {}): Promise<'seeded' | 'present'> {
  // the catalogue step: the catalogue module seeds its large catalogue into an empty database as the mall is built
  const say = options.onProgress ?? (() => undefined);
  const { app, context } = await buildDemoMall({
    database,
    seed: 'large',
    onSeedProgress: (line) => say(`[large seed ${cpuSeconds()} s CPU] ${line}`),
    orderSweepMs: 0,
    printSms: false,
  });
  try {
    return writeLargeWorld(context, options);
  } finally {
    await app.close();
  }
}

/** The large world written into an open mall's database (tests hold the mall open to look at the rows). */
export function writeLargeWorld(context: Pick<DemoMallContext, 'db' | 'catalogue'>, options: LargeSeedOptions = {}): 'seeded' | 'present' {
  const size = options.size ?? LARGE_WORLD;
  const endMs = options.endMs ?? Date.now();
  const say: Progress = options.onProgress ?? (() => undefined);
  const { db, catalogue } = context;
  {
    if (readSetting(db, DONE) !== undefined) return 'present';
    const why = refusal(db);
    if (why) throw new Error(`the large world cannot be written into this database: ${why}; delete it or set DEMO_MALL_DB to a new file`);
    db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(STARTED, new Date(endMs).toISOString());
    const step = (line: string) => say(`[large seed ${cpuSeconds()} s CPU] ${line}`);
    const rng = (name: string) => createRng(hashString(`large-world-v${LARGE_WORLD_VERSION}:${name}`));
    const time = `${day(endMs, -size.months * 31 - 30)} 09:00:00`;

    seedOtherCompanies(db, size, rng('companies'), time);
    step(`companies: ${size.companies}`);
    const home = seedHomeCompany(db, size, rng('home'), time);
    seedRulesAndBudgets(db, home, day(endMs), time);
    step(
      `上海东联: ${home.members.length} members, ${home.unitIds.length} units, ${home.costCenterIds.length} cost centres, rules and budgets`,
    );
    const skus = pickSkus(db, catalogue, size.agreements + 2000, hashString('large-world-skus'));
    const agreedSkus = skus.slice(0, size.agreements);
    seedAgreements(db, agreedSkus, rng('agreements'), { start: day(endMs, -200), end: day(endMs, 365) }, time);
    const agreed = new Map(
      (
        db.prepare('SELECT sku_unique, tiers FROM company_agreement_prices WHERE company_id = ?').all(HOME_COMPANY) as {
          sku_unique: string;
          tiers: string;
        }[]
      ).map((row) => [row.sku_unique, (JSON.parse(row.tiers) as { fen: number }[])[0]?.fen ?? 0]),
    );
    step(`agreed prices: ${agreed.size}`);
    const history = seedOrderHistory(
      db,
      { home, skus, agreed, rng: rng('orders'), orders: size.orders, months: size.months, endMs },
      (done) => {
        if (done % Math.max(1, Math.round(size.orders / 6)) < Math.ceil(size.orders / size.months))
          step(`orders: ${done} / ${size.orders}`);
      },
    );
    step(`orders: ${history.orders}, refunds: ${history.refunds}, approvals: ${history.approvals}`);
    const issued = seedStatementsAndInvoices(db, catalogue, endMs, Math.min(6, size.months - 2));
    step(`statements confirmed, invoices issued: ${issued}`);
    seedQuotes(db, { home, skus, rng: rng('quotes'), count: size.quotes, endMs, spanDays: size.months * 30 });
    seedMessages(db, { rng: rng('messages'), count: size.messages, endMs, spanDays: size.months * 30 });
    step(`quotes: ${size.quotes}, messages: ${size.messages}`);
    db.transaction(() => {
      db.prepare('DELETE FROM settings WHERE key = ?').run(STARTED);
      db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(DONE, new Date(endMs).toISOString());
    })();
    db.exec('ANALYZE');
    step('done');
    return 'seeded';
  }
}
