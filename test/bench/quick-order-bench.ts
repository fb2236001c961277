// Prints how long the demo mall takes to check 500 quick-order rows over HTTP (docs/company-api.md §6.1: under
// 2 s), and to read a 500-row .xlsx upload: median, p99 and worst of RUNS calls. The rows mix part numbers, SKU
// part numbers, bar codes, unknown codes and products needing a spec. Not a timed test: it prints the figures.
// Run: node --import tsx test/bench/quick-order-bench.ts
import ExcelJS from 'exceljs';
import { buildDemoMall } from '../../demo-mall/app.ts';
import { productPartNumber, skuPartNumber } from '../../demo-mall/company/quick-order/part-numbers.ts';

const RUNS = 40;
const ROWS = 500;

const { app, context } = await buildDemoMall({ printSms: false });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
try {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: '13800000002', password: 'Demo@2026', user_type: 'pc' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const products = [...context.catalogue.goods.eachNormalProduct()];
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const product = products[(i * 7) % products.length]!;
    const sku = product.skus[i % product.skus.length]!;
    const code = [
      productPartNumber(product.product_id),
      skuPartNumber(product.product_id, i % product.skus.length),
      sku.bar_code,
      `NOPE-${i}`,
    ][i % 4];
    return { code: code!, quantity: (i % 5) + 1 };
  });

  const time = async (label: string, call: () => Promise<Response>) => {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const start = performance.now();
      const response = await call();
      const body = (await response.json()) as { status: number; message: string };
      if (body.status !== 200) throw new Error(`${label}: ${body.message}`);
      if (i >= 3) times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? 0).toFixed(1);
    console.log(`${label.padEnd(40)} median ${at(0.5)} ms   p99 ${at(0.99)} ms   worst ${at(1)} ms   (${RUNS} calls)`);
  };

  const checkAs = (as: string) => () =>
    fetch(`${base}/api/quick_order/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': as },
      body: JSON.stringify({ rows }),
    });
  await time(`check ${ROWS} rows (HTTP, JSON)`, checkAs(token));
  // under 企业 every SKU row also asks for the company's 协议价 (docs/company-api.md §9)
  await time(`check ${ROWS} rows as 企业 (agreed prices)`, checkAs(context.signer.issue(1, 'company').token));

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(['编码', '数量']);
  for (const row of rows) sheet.addRow([row.code, row.quantity]);
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
  await time(`read a ${ROWS}-row .xlsx (${Math.round(xlsx.length / 1024)} KB)`, () => {
    const form = new FormData();
    form.append('file', new Blob([xlsx]), 'rows.xlsx');
    return fetch(`${base}/api/quick_order/upload`, { method: 'POST', headers: { 'x-token': token }, body: form });
  });
} finally {
  await app.close();
}
