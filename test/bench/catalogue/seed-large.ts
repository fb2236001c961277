// Seeds the large catalogue into a database file and prints the CPU time it took (DEMO_MALL_DB, default
// /tmp/demo-mall-large.sqlite; an existing catalogue there is kept). `node --import tsx test/bench/catalogue/seed-large.ts`
import { statSync } from 'node:fs';
import { createCatalogue } from '../../../demo-mall/catalogue/catalogue.ts';
import { openDatabase } from '../../../demo-mall/db/database.ts';

const file = process.env.DEMO_MALL_DB ?? '/tmp/demo-mall-large.sqlite';
const started = process.cpuUsage();
const wall = performance.now();
const db = openDatabase(file);
createCatalogue(db, { seed: 'large', onProgress: (line) => console.log(line) });
db.pragma('wal_checkpoint(TRUNCATE)');
const cpu = process.cpuUsage(started);
console.log(
  `seeded ${file}: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU, ${((performance.now() - wall) / 1000).toFixed(1)} s wall, ` +
    `${(statSync(file).size / 1e6).toFixed(0)} MB`,
);
db.close();
