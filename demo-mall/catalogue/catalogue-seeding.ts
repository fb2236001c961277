// Seeds an empty database's catalogue tables once: today's small catalogue (the default, identical on every
// database) or the large one (DEMO_MALL_SEED=large). Later starts find the rows and reuse them. Presell phases
// are stored relative to the epoch and moved to the start time when read, so a presell that was "in three days"
// at seeding is still in three days at every start, as before.
import type { DemoMallDatabase } from '../db/database.ts';
import type { ActivityBook } from './catalogue-shape.ts';
import type { PresellInfo, SeckillInfo, SeckillSlot } from './catalogue-types.ts';
import { catalogueIsEmpty, createCatalogueWriter } from './seed/catalogue-writer.ts';
import { seedLargeCatalogue } from './seed/large/index.ts';
import { writeActivities } from './seed/activity-writer.ts';
import { buildCatalogueSeed } from './seed/seed-catalogue.ts';
import { buildReviews } from './seed/seed-reviews.ts';

import type { CatalogueSeedKind } from './seed-choice.ts';

const PRESELL_DATES = ['start_time', 'end_time', 'final_start_time', 'final_end_time'] as const;

function writeSmallCatalogue(db: DemoMallDatabase): void {
  const writer = createCatalogueWriter(db);
  const seed = buildCatalogueSeed();
  // reviews first: they set each product's rate and reply_count, which the activity copies inherit
  const reviews = buildReviews(seed.products);
  writer.categories(seed.categories);
  writer.merchants(seed.merchants);
  writer.merchantCategories(seed.merchantCategories);
  writer.brands(seed.brands);
  writer.parameters(seed.parameterIds);
  writer.products(seed.products);
  writer.reviews(reviews);
  writeActivities(writer, seed.products);
}

export function ensureCatalogueSeeded(db: DemoMallDatabase, kind: CatalogueSeedKind, onProgress?: (message: string) => void): void {
  if (!catalogueIsEmpty(db)) return;
  if (kind === 'large') seedLargeCatalogue(db, { onProgress });
  else db.transaction(() => writeSmallCatalogue(db))();
  // statistics for the query planner: with them it picks the category or search index over a sort-order index walk
  db.exec('ANALYZE');
}

const extra = <T>(db: DemoMallDatabase, key: string): T | undefined => {
  const doc = db.prepare('SELECT doc FROM catalogue_extras WHERE key = ?').pluck().get(key) as string | undefined;
  return doc === undefined ? undefined : (JSON.parse(doc) as T);
};

export function readActivities(db: DemoMallDatabase, startedAt: Date): ActivityBook {
  const seckill = extra<{ slots: SeckillSlot[]; infos: SeckillInfo[] }>(db, 'seckill') ?? { slots: [], infos: [] };
  const stored = extra<Array<Record<string, unknown>>>(db, 'presell') ?? [];
  const presellInfos = stored.map((row) => {
    const info = { ...row } as Record<string, unknown>;
    for (const key of PRESELL_DATES) {
      const value = row[key];
      info[key] = typeof value === 'string' ? new Date(startedAt.getTime() + Date.parse(value)) : null;
    }
    return info as unknown as PresellInfo;
  });
  return {
    seckillSlots: seckill.slots,
    seckillInfos: seckill.infos,
    seckillByProduct: new Map(seckill.infos.map((s) => [s.product_id, s])),
    presellInfos,
    presellById: new Map(presellInfos.map((p) => [p.product_presell_id, p])),
    presellByProduct: new Map(presellInfos.map((p) => [p.product_id, p])),
  };
}
