// Prints the median and p99 milliseconds of demo-mall list and detail calls (via inject), so it is
// visible that the demo mall answers from memory well under 2 ms. Run: node --import tsx test/bench/demo-mall-bench.ts
import { buildDemoMall } from '../../server/demo-mall/app.ts';

const RUNS = 500;

const { app } = await buildDemoMall({ printSms: false });

async function measure(label: string, url: (i: number) => string): Promise<void> {
  for (let i = 0; i < 50; i++) await app.inject({ method: 'GET', url: url(i) });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url: url(i) });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (response.statusCode !== 200) throw new Error(`${url(i)} answered HTTP ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const p99 = times[Math.floor(times.length * 0.99)] ?? 0;
  console.log(`${label.padEnd(34)} median ${median.toFixed(3)} ms   p99 ${p99.toFixed(3)} ms   (${RUNS} calls)`);
}

await measure('spu/lst (page 1, 20 items)', () => '/api/product/spu/lst?page=1&limit=20');
await measure('spu/lst (category + sort + price)', (i) => `/api/product/spu/lst?cate_pid=${(i % 10) + 1}&order=price_asc&price_on=10&price_off=500&limit=15`);
await measure('spu/lst (keyword search)', () => `/api/product/spu/lst?keyword=${encodeURIComponent('复印纸')}&limit=20`);
await measure('product detail', (i) => `/api/store/product/detail/${(i % 300) + 1}`);
await measure('category tree', () => '/api/store/product/category/lst');
await measure('reviews', (i) => `/api/store/product/reply/lst/${(i % 300) + 1}?type=0&limit=10`);

await app.close();
