// `npm run bench:scale`: the same pages and calls on the demo-sized world and the large world (DEMO_MALL_SEED=large,
// cached in the temporary folder), side by side in one run: HTML size, render median and p99, both processes'
// resident memory, the mall's slowest SQL statements and its longest event-loop block, against issue 40's budgets.
// Prints figures and verdicts; it never fails on time. Needs a production build (DIST_DIR, default dist).
//   BENCH_SCALE_RENDERS (default 20) measured rounds per target; BENCH_SCALE_SEARCH the search word (default 机).
import { existsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createCatalogue } from '../../../demo-mall/catalogue/catalogue.ts';
import { openDatabase } from '../../../demo-mall/db/database.ts';
import { PROJECT_ROOT } from '../../../server/app.ts';
import { eventLoopVerdict, memoryVerdict, pageVerdict, TABLE_HEAD, tableRow, verdictMark } from './budget-table.ts';
import { largeWorldFile } from './large-cache.ts';
import { type Asker, measureBoth } from './measure.ts';
import { scaleTargets, type WorldName } from './scale-targets.ts';
import { companyCookie, rssMb, startWorld, type World } from './world-servers.ts';

const DIST = process.env.DIST_DIR ?? 'dist';
const ROUNDS = Number(process.env.BENCH_SCALE_RENDERS ?? 20);
const SEARCH = process.env.BENCH_SCALE_SEARCH ?? '机';

/** The product with the most SKUs in a database's catalogue tables (a fresh small-seed database when none is named). */
function productWithMostSkus(file: string | null): number {
  const db = file ? new Database(file, { readonly: true }) : openDatabase(':memory:');
  try {
    if (!file) createCatalogue(db);
    const row = db
      .prepare('SELECT product_id AS id FROM catalogue_skus GROUP BY product_id ORDER BY COUNT(*) DESC, product_id LIMIT 1')
      .get() as { id: number } | undefined;
    return row?.id ?? 1;
  } finally {
    db.close();
  }
}

async function pageAnswers(origin: string, page: string): Promise<boolean> {
  const response = await fetch(`${origin}${page}`);
  await response.arrayBuffer();
  return response.status === 200;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(PROJECT_ROOT, DIST, 'server', 'entry.mjs')))
    throw new Error(`No build in ${DIST}: run "npx vite build" first.`);
  const largeFile = await largeWorldFile();
  const worlds: Partial<Record<WorldName, World>> = {};
  try {
    worlds.small = await startWorld('small', ':memory:', DIST);
    worlds.large = await startWorld('large', largeFile, DIST);
    const askers: Record<WorldName, Asker> = {
      small: { origin: worlds.small.storefront, cookie: await companyCookie(worlds.small.storefront) },
      large: { origin: worlds.large.storefront, cookie: await companyCookie(worlds.large.storefront) },
    };
    const productIds = { small: productWithMostSkus(null), large: productWithMostSkus(largeFile) };
    for (const world of ['small', 'large'] as const) {
      if (!(await pageAnswers(askers[world].origin, `/goods_detail/${productIds[world]}`)))
        console.log(`(the ${world} world's product ${productIds[world]} does not answer 200)`);
    }
    const targets = scaleTargets({ searchWord: SEARCH, productIds });
    for (const world of ['small', 'large'] as const) await worlds[world]?.profile(true);
    console.log(
      `\nscale bench: ${ROUNDS} alternating rounds per target after 3 warm-up asks; products with most SKUs: ${productIds.small} / ${productIds.large}\n`,
    );
    console.log(TABLE_HEAD.join('\n'));
    let met = 0;
    let judged = 0;
    for (const target of targets) {
      const figures = await measureBoth(target, askers, ROUNDS);
      const verdict = pageVerdict(target.budget, figures.small, figures.large);
      if (verdict.met !== null) {
        judged++;
        if (verdict.met) met++;
      }
      console.log(tableRow(target.label, figures.small, figures.large, verdict));
    }
    const small = worlds.small;
    const large = worlds.large;
    const memory = {
      small: { mall: rssMb(small.mallPid), storefront: rssMb(small.storefrontPid) },
      large: { mall: rssMb(large.mallPid), storefront: rssMb(large.storefrontPid) },
    };
    const profiles = { small: await small.profile(false), large: await large.profile(false) };
    const memoryMet = memoryVerdict(memory.large.mall, memory.large.storefront);
    const loopMet = eventLoopVerdict(profiles.large.eventLoopMaxMs);
    console.log(
      `| resident memory, mall + storefront (MB) | ${memory.small.mall.toFixed(0)} + ${memory.small.storefront.toFixed(0)} | ${memory.large.mall.toFixed(0)} + ${memory.large.storefront.toFixed(0)} | | | ${memoryMet.budget} | ${verdictMark(memoryMet.met)} |`,
    );
    console.log(
      `| longest event-loop block of the mall (ms) | ${profiles.small.eventLoopMaxMs.toFixed(0)} | ${profiles.large.eventLoopMaxMs.toFixed(0)} | | | ${loopMet.budget} | ${verdictMark(loopMet.met)} |`,
    );
    judged += 2;
    met += (memoryMet.met ? 1 : 0) + (loopMet.met ? 1 : 0);
    console.log(`\nbudgets met: ${met} of ${judged}\n`);
    for (const world of ['small', 'large'] as const) {
      console.log(`slowest SQL statements of the ${world} world's mall (longest single run; count, total):`);
      for (const statement of profiles[world].slowest) {
        const sql = statement.sql.replace(/\s+/g, ' ').trim().slice(0, 110);
        console.log(`  ${statement.maxMs.toFixed(1).padStart(7)} ms  ×${statement.count} Σ ${statement.totalMs.toFixed(0)} ms  ${sql}`);
      }
    }
  } finally {
    for (const world of Object.values(worlds)) await world?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
