// The boot switch hands DEMO_MALL_DB to the embedded demo mall; a database that was asked for and cannot be
// opened stops the start with a message naming the file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMallBackend } from '../../../server/boot/mall-backend.ts';
import { parseEnv } from '../../../server/config/env.ts';

describe('boot switch: the demo mall database', () => {
  let folder: string;
  const logger = pino({ level: 'silent' });
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'demo-mall-boot-'));
  });
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('starts the demo mall on the DEMO_MALL_DB file', { timeout: 90_000 }, async () => {
    const file = join(folder, 'nested', 'mall.sqlite');
    const mall = await startMallBackend(parseEnv({ DEMO_MALL_DB: file }), logger);
    try {
      expect(mall.embedded).toBe(true);
      const answer = await fetch(`${mall.url}/api/config/group/zone_config`);
      expect(((await answer.json()) as { status: number }).status).toBe(200);
    } finally {
      await mall.close();
    }
    const again = await startMallBackend(parseEnv({ DEMO_MALL_DB: file }), logger);
    await again.close();
  });

  it('refuses a DEMO_MALL_DB that cannot be opened, naming the file', { timeout: 60_000 }, async () => {
    const blocker = join(folder, 'not-a-folder');
    writeFileSync(blocker, 'x');
    const file = join(blocker, 'mall.sqlite');
    await expect(startMallBackend(parseEnv({ DEMO_MALL_DB: file }), logger)).rejects.toThrow(
      new RegExp(`demo mall database ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} cannot be opened .*DEMO_MALL_DB`),
    );
  });
});
