// Tests build their malls from one seeded image (test/helpers/mall/seeded-image.ts): a mall opened on it holds
// exactly what a freshly seeded mall holds, seeds nothing twice, and is a private copy no other mall sees.
import { describe, expect, it } from 'vitest';
import { buildDemoMall, type DemoMallContext } from '../../../demo-mall/app.ts';
import { seededImage } from '../../helpers/mall/seeded-image.ts';

/** Row counts of every table: what a seed wrote. */
function tableCounts(context: DemoMallContext): Record<string, number> {
  const tables = context.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as {
    name: string;
  }[];
  return Object.fromEntries(
    tables.map(({ name }) => [name, (context.db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number }).n]),
  );
}

const nickname = (mall: { context: DemoMallContext }) =>
  (mall.context.db.prepare('SELECT nickname FROM users WHERE uid = 1').get() as { nickname: string }).nickname;

const open = async (database?: Buffer) => buildDemoMall({ testHooks: true, printSms: false, ...(database ? { database } : {}) });

describe('the seeded image', () => {
  it('opens as a mall holding what a fresh seed holds, nothing seeded twice', async () => {
    const fresh = await open();
    const copy = await open(await seededImage());
    try {
      const counts = tableCounts(fresh.context);
      expect(counts.users).toBeGreaterThan(0);
      expect(tableCounts(copy.context)).toEqual(counts);
    } finally {
      await fresh.app.close();
      await copy.app.close();
    }
  });

  it('is one image per process, and each mall opened on it is a private copy', async () => {
    const image = await seededImage();
    expect(await seededImage()).toBe(image);
    const first = await open(image);
    const second = await open(image);
    try {
      first.context.db.prepare("UPDATE users SET nickname = '改过的' WHERE uid = 1").run();
      expect(nickname(first)).toBe('改过的');
      expect(nickname(second)).not.toBe('改过的');
      // and the mall really is the image it was given: one taken after the change carries it
      const changed = await open(first.context.db.serialize());
      expect(nickname(changed)).toBe('改过的');
      await changed.app.close();
    } finally {
      await first.app.close();
      await second.app.close();
    }
    const third = await open(image);
    try {
      expect((third.context.db.prepare('SELECT nickname FROM users WHERE uid = 1').get() as { nickname: string }).nickname).not.toBe(
        '改过的',
      );
    } finally {
      await third.app.close();
    }
  });
});
