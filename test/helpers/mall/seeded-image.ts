// The seeded reference mall as a database image: seeding (accounts with their scrypt hashes, carts, company
// purses, profiles) is built once per test process and serialized (better-sqlite3 `db.serialize()`), and every
// mall a test builds opens its own private in-memory copy of that image (`createDemoMall({ database: image })`),
// which costs a copy instead of a seeding. A mall opened on an image is the same as a demo mall restarted on its
// database file: the seed markers say it is seeded, so nothing is seeded twice (db/settings.ts `seedOnce`).
import { createDemoMall } from '../../../demo-mall/app.ts';

/** Kept on globalThis, so a test process that runs several files seeds once. */
const KEY = Symbol.for('storefront.test.seededMallImage');
const cache = globalThis as { [KEY]?: Promise<Buffer> };

async function seed(): Promise<Buffer> {
  const { app, context } = createDemoMall({ testHooks: true, printSms: false });
  try {
    await app.ready();
    return context.db.serialize();
  } finally {
    await app.close();
  }
}

/** The image of a freshly seeded demo mall (every module's seed, nothing a test did). */
export function seededImage(): Promise<Buffer> {
  cache[KEY] ??= seed();
  return cache[KEY];
}
