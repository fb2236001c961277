// The seckill and presell copies of some products and their schedules, written by both seeds. Presell dates are
// stored against the epoch and moved to the start time when read (catalogue-seeding.ts readActivities).
import type { Product } from '../catalogue-types.ts';
import type { CatalogueWriter } from './catalogue-writer.ts';
import { buildPresell, buildSeckill } from './seed-activities.ts';

const EPOCH = new Date(0);

export function writeActivities(writer: CatalogueWriter, sources: Product[], firstIds?: { seckill: number; presell: number }): void {
  const seckill = buildSeckill(sources, firstIds?.seckill);
  const presell = buildPresell(sources, EPOCH, firstIds?.presell);
  writer.products([...seckill.copies, ...presell.copies]);
  writer.extra('seckill', { slots: seckill.slots, infos: seckill.infos });
  writer.extra('presell', presell.infos);
}
