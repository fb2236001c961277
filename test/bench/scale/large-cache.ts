// The large world's database for the bench: written once into the temporary folder, keyed by the generator's
// version, and reused by later runs (seeding costs minutes of CPU; reading the cached file costs nothing).
import { existsSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LARGE_WORLD_VERSION, seedLargeWorld } from '../../../demo-mall/large-world/seed-large.ts';

export async function largeWorldFile(): Promise<string> {
  const file = path.join(process.env.BENCH_SCALE_CACHE ?? tmpdir(), `b2b-mall-large-world-v${LARGE_WORLD_VERSION}.sqlite`);
  if (existsSync(file)) {
    console.log(`large world: reusing ${file}`);
    return file;
  }
  const partial = `${file}.partial`;
  for (const leftover of [partial, `${partial}-wal`, `${partial}-shm`]) rmSync(leftover, { force: true });
  console.log(`large world: writing ${file} (once; later runs reuse it)`);
  await seedLargeWorld(partial, { onProgress: (line) => console.log(`  ${line}`) });
  // closed, so its WAL is checkpointed into the file: only the file moves
  renameSync(partial, file);
  return file;
}
