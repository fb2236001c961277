// Per-mall open time from a seeded image (test/helpers/mall/seeded-image.ts): seeds one mall, serializes it, then
// opens and closes a mall on that image N times and prints the median CPU and wall milliseconds of one open.
// `node --import tsx test/bench/catalogue/open-bench.ts [N]`
import { createDemoMall } from '../../../demo-mall/app.ts';

const runs = Number(process.argv[2] ?? 15);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const seeded = createDemoMall({ testHooks: true, printSms: false });
await seeded.app.ready();
const image = seeded.context.db.serialize();
await seeded.app.close();

const cpu: number[] = [];
const wall: number[] = [];
for (let i = 0; i < runs; i++) {
  const c = process.cpuUsage();
  const w = performance.now();
  const { app } = createDemoMall({ database: image, testHooks: true, printSms: false });
  await app.ready();
  const used = process.cpuUsage(c);
  wall.push(performance.now() - w);
  cpu.push((used.user + used.system) / 1000);
  await app.close();
}
console.log(
  `image ${(image.length / 1e6).toFixed(2)} MB; one open: median ${median(cpu).toFixed(1)} ms CPU, ${median(wall).toFixed(1)} ms wall (${runs} runs)`,
);
