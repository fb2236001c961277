// Browsing the large catalogue (issue 40 §4): the category menu, a listing with its facets (brand chips and
// parameter rows), a search with many hits, page 500 of a listing and the product of 200 SKUs, each called N times
// through the mall's routes; prints median and p90 CPU and wall milliseconds and the answer's size. Seed first with
// test/bench/catalogue/seed-large.ts (DEMO_MALL_DB, default /tmp/demo-mall-large.sqlite).
// `node --import tsx test/bench/catalogue/browse-bench.ts [N]`
import { createDemoMall } from '../../../demo-mall/app.ts';

const file = process.env.DEMO_MALL_DB ?? '/tmp/demo-mall-large.sqlite';
const runs = Number(process.argv[2] ?? 21);
const at = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? 0;

const opened = process.cpuUsage();
const { app, context } = createDemoMall({ database: file, printSms: false, seed: 'large' });
await app.ready();
const openCpu = process.cpuUsage(opened);
console.log(
  `mall open on ${file}: ${((openCpu.user + openCpu.system) / 1000).toFixed(0)} ms CPU, rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
);

const tops = context.catalogue.categories.childrenOf.get(0) ?? [];
const top = tops[2]?.store_category_id ?? 1;
const mid = context.catalogue.categories.childrenOf.get(top)?.[0]?.store_category_id ?? 101;
const cases: Array<[string, string[]]> = [
  ['category menu', ['/api/store/product/category/lst']],
  [
    'listing + facets (top category)',
    [
      `/api/product/spu/lst?cate_pid=${top}&page=1&limit=20`,
      `/api/store/product/brand/lst?pid=${top}`,
      `/api/product/spu/params?cate_pid=${top}`,
    ],
  ],
  [
    'listing + facets (middle, by price)',
    [
      `/api/product/spu/lst?cate_pid=${mid}&order=price_asc&limit=20`,
      `/api/store/product/brand/lst?pid=${mid}`,
      `/api/product/spu/params?cate_pid=${mid}`,
    ],
  ],
  ['search, many hits (手套, 2 chars)', [`/api/product/spu/lst?keyword=${encodeURIComponent('手套')}&limit=20`]],
  ['search, many hits (安全帽)', [`/api/product/spu/lst?keyword=${encodeURIComponent('安全帽')}&limit=20&order=sales`]],
  ['search, partial model (k-12)', [`/api/product/spu/lst?keyword=${encodeURIComponent('k-12')}&limit=20`]],
  ['page 500 of a listing (all, by sales)', ['/api/product/spu/lst?page=500&limit=20&order=sales']],
  [`page 500 of a top category`, [`/api/product/spu/lst?cate_pid=${top}&page=500&limit=20`]],
  ['product of 200 SKUs (detail)', ['/api/store/product/detail/1']],
];

console.log(
  `${'case'.padEnd(40)} ${'cpu med'.padStart(8)} ${'cpu p90'.padStart(8)} ${'wall med'.padStart(9)} ${'bytes'.padStart(9)}  count`,
);
for (const [name, urls] of cases) {
  const cpu: number[] = [];
  const wall: number[] = [];
  let bytes = 0;
  let count: unknown = '';
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage();
    const w = performance.now();
    bytes = 0;
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url });
      bytes += res.body.length;
      if (url === urls[0]) count = (res.json() as { data?: { count?: number } }).data?.count ?? '';
    }
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
    wall.push(performance.now() - w);
  }
  console.log(
    `${name.padEnd(40)} ${at(cpu, 0.5).toFixed(1).padStart(8)} ${at(cpu, 0.9).toFixed(1).padStart(8)} ${at(wall, 0.5).toFixed(1).padStart(9)} ${String(bytes).padStart(9)}  ${count}`,
  );
}
console.log(`rss after: ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);
await app.close();
