// Quick order in the demo mall (docs/company-api.md §6): every row state with its reason, part numbers and SKU
// codes, 500 rows, .xlsx and .csv uploads (UTF-8 and GBK, header rows, bad files), the template, one-call
// add-to-cart with its client key (twice, and concurrently), the stock re-check, and company vs personal carts.
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { modelNumberOf } from '../../../shared/quick-order/model-number.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDemoMall, type DemoMallContext } from '../../../demo-mall/app.ts';
import { type Body, call, login } from './accounts-helpers.ts';
import { memberToken } from './company-members-helpers.ts';
import { BOUNDARY, cases, multipartBody, partOf, skuPartOf, xlsxOf } from './company-quick-order-helpers.ts';
import { seededImage } from '../../helpers/mall/seeded-image.ts';

let app: FastifyInstance;
let context: DemoMallContext;
let personal: string;
let company: string;

beforeEach(async () => {
  ({ app, context } = await buildDemoMall({ database: await seededImage(), testHooks: true, printSms: false }));
  personal = (await login(app, '13800000001', 'Demo@2026')).data.token as string;
  company = memberToken(context, 1, 2);
});
afterEach(async () => app.close());

type Row = { code: string; quantity: number | null };
const check = (rows: Row[], token = personal) => call(app, 'POST', '/api/quick_order/check', { rows }, token);
const addToCart = (key: string, rows: Row[], token = personal) => call(app, 'POST', '/api/quick_order/cart', { key, rows }, token);
const cartLines = async (token: string) => (await call(app, 'GET', '/api/user/cart/lst', undefined, token)).data;
const upload = async (filename: string, data: Buffer | string, token = personal) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/quick_order/upload',
    payload: multipartBody(filename, data),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'x-token': token },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Body;
};
/** quantity of each cart line by SKU unique */
const piecesBySku = async (token: string): Promise<Map<string, number>> => {
  const list = (await cartLines(token)).list as { list: { product_attr_unique: string; cart_num: number }[] }[];
  const map = new Map<string, number>();
  for (const store of list) for (const line of store.list) map.set(line.product_attr_unique, line.cart_num);
  return map;
};

describe('checking rows', () => {
  it('answers each state with its reason, by part number or SKU code', async () => {
    const { single, multi, minimum, limited, scarce } = cases(context);
    const a = single[0]!;
    const skuA = a.skus[0]!;
    const scarceSku = scarce.skus.find((s) => s.stock > 0 && s.stock < 30)!;
    const scarceIndex = scarce.skus.indexOf(scarceSku);
    const body = await check([
      { code: partOf(a), quantity: 2 },
      { code: skuA.bar_code, quantity: 1 },
      { code: 'NOPE-404', quantity: 1 },
      { code: partOf(multi), quantity: 1 },
      { code: skuPartOf(multi, 1).toLowerCase(), quantity: 3 },
      { code: partOf(minimum), quantity: minimum.once_min_count - 1 },
      { code: partOf(limited), quantity: limited.once_max_count + 1 },
      { code: skuPartOf(scarce, scarceIndex), quantity: scarceSku.stock + 1 },
      { code: 'DL90001', quantity: 1 },
      { code: partOf(single[1]!), quantity: null },
    ]);
    expect(body.status).toBe(200);
    const list = body.data.list as { state: string; reason: string; product_id: number; unique: string; price: string; stock: number }[];
    expect(list.map((row) => row.state)).toEqual([
      'ok',
      'ok',
      'unknown_code',
      'needs_spec',
      'ok',
      'below_min',
      'above_limit',
      'above_stock',
      'off_shelf',
      'bad_quantity',
    ]);
    expect(list[0]).toMatchObject({ product_id: a.product_id, unique: skuA.unique, stock: skuA.stock });
    expect(list[1]!.unique).toBe(skuA.unique);
    expect(list[2]!.reason).toBe('未找到编码 NOPE-404，请核对型号或商品条码');
    expect(list[3]!.reason).toBe(`该型号有 ${multi.skus.length} 个规格，请选择规格`);
    expect((body.data.list[3].choices as { code: string }[]).map((c) => c.code)).toEqual(multi.skus.map((_, i) => skuPartOf(multi, i)));
    expect(list[4]!.unique).toBe(multi.skus[1]!.unique);
    expect(list[5]!.reason).toBe(`起订量 ${minimum.once_min_count} 件，请增加数量`);
    expect(list[6]!.reason).toBe(`单次购买限制 ${limited.once_max_count} 件`);
    expect(list[7]!.reason).toBe(`库存不足，当前库存 ${scarceSku.stock} 件`);
    expect(list[8]!.reason).toBe('商品已下架');
    expect(list[9]!.reason).toBe('缺少数量');
    // rows 1 and 2 name the same SKU: both ok, and the summary counts 3 pieces of it
    expect(body.data.summary).toMatchObject({ ok_count: 3, bad_count: 7, pieces: 6 });
  });

  it('takes the model number printed in a product name (FN-3065, NC-5135) and its -NN SKU codes', async () => {
    const byName = (model: string) => [...context.catalogue.goods.eachNormalProduct()].find((p) => p.store_name.endsWith(` ${model}`));
    const fn = byName('FN-3065')!;
    const nc = byName('NC-5135')!;
    const { multi } = cases(context);
    const model = modelNumberOf(multi.store_name)!;
    const body = await check([
      { code: 'FN-3065', quantity: 1 },
      { code: 'nc-5135', quantity: 1 },
      { code: model, quantity: 1 },
      { code: `${model}-02`, quantity: 1 },
    ]);
    const list = body.data.list as { state: string; product_id: number; unique: string }[];
    expect(list.map((row) => row.product_id)).toEqual([fn.product_id, nc.product_id, multi.product_id, multi.product_id]);
    expect(list[2]!.state).toBe('needs_spec');
    expect(list[3]).toMatchObject({ state: 'ok', unique: multi.skus[1]!.unique });
    for (const row of list.slice(0, 2)) expect(['ok', 'needs_spec']).toContain(row.state);
  });

  it('judges rows naming one SKU on their combined quantity', async () => {
    const { scarce } = cases(context);
    const sku = scarce.skus.find((s) => s.stock > 0 && s.stock < 30)!;
    const code = skuPartOf(scarce, scarce.skus.indexOf(sku));
    const body = await check([
      { code, quantity: sku.stock },
      { code: sku.bar_code, quantity: 1 },
    ]);
    expect(body.data.list.map((row: { state: string }) => row.state)).toEqual(['above_stock', 'above_stock']);
    expect(body.data.list[1].reason).toBe(`库存不足，当前库存 ${sku.stock} 件（与同规格的其他行合计 ${sku.stock + 1} 件）`);
  });

  it('checks 500 rows in one call and refuses 501', async () => {
    const { single } = cases(context);
    const rows = Array.from({ length: 500 }, (_, i) => ({ code: partOf(single[i % single.length]!), quantity: 1 }));
    const timed = async (count: number) => {
      const started = performance.now();
      const answer = await check(rows.slice(0, count));
      return { answer, ms: performance.now() - started };
    };
    await timed(50); // warm
    const fifty = await timed(50);
    const { answer: body, ms } = await timed(500);
    // linear, judged against 50 rows checked just before (a ratio, not a fixed time): ten times the rows within
    // forty times the time, where a check that went over the earlier rows per row would take a hundred
    expect(ms).toBeLessThan(40 * Math.max(fifty.ms, 5));
    expect(body.data.count).toBe(500);
    expect(body.data.list.every((row: { state: string }) => row.state === 'ok')).toBe(true);
    const refused = await check([...rows, { code: 'X', quantity: 1 }]);
    expect(refused).toMatchObject({ status: 400, message: '单次最多 500 行，请分批导入' });
    expect(await check([])).toMatchObject({ status: 400, message: '请至少填写一行' });
  });

  it('needs a login', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/quick_order/check', payload: { rows: [{ code: 'A', quantity: 1 }] } });
    expect(response.json()).toMatchObject({ status: 400, message: '请登录' });
  });
});

describe('files', () => {
  it('reads the first sheet of an .xlsx, skipping its header, numbers as codes, and reporting bad quantities', async () => {
    const { single } = cases(context);
    const barCode = single[1]!.skus[0]!.bar_code;
    const data = await xlsxOf([
      [partOf(single[0]!), 3],
      [Number(barCode), '4'],
      ['', ''],
      [partOf(single[2]!), 'abc'],
    ]);
    const body = await upload('订单.xlsx', data);
    expect(body.status).toBe(200);
    expect(body.data.list).toEqual([
      { line: 2, code: partOf(single[0]!), quantity: 3, reason: '' },
      { line: 3, code: barCode, quantity: 4, reason: '' },
      { line: 5, code: partOf(single[2]!), quantity: null, reason: '数量须为正整数' },
    ]);
  });

  it('reads UTF-8 (with BOM) and GBK csv files', async () => {
    const { single } = cases(context);
    const text = `编码,数量\r\n${partOf(single[0]!)},2\r\n"${partOf(single[1]!)}","5"\r\n`;
    const utf8 = await upload('a.csv', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
    expect(utf8.data.list.map((r: { code: string; quantity: number }) => [r.code, r.quantity])).toEqual([
      [partOf(single[0]!), 2],
      [partOf(single[1]!), 5],
    ]);
    // 编码,数量 in GBK, then one row
    const gbkHeader = Buffer.from([0xb1, 0xe0, 0xc2, 0xeb, 0x2c, 0xca, 0xfd, 0xc1, 0xbf, 0x0d, 0x0a]);
    const gbk = await upload('b.csv', Buffer.concat([gbkHeader, Buffer.from(`${partOf(single[2]!)}\t7\r\n`)]));
    expect(gbk.data.list).toEqual([{ line: 2, code: partOf(single[2]!), quantity: 7, reason: '' }]);
  });

  it('explains bad files', async () => {
    expect(await upload('a.pdf', 'x')).toMatchObject({ status: 400, message: '请上传 .xlsx 或 .csv 文件' });
    expect(await upload('a.xlsx', 'not a zip')).toMatchObject({ status: 400, message: '文件无法读取，请使用模板重新填写' });
    const brokenZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    expect(await upload('a.xlsx', brokenZip)).toMatchObject({ status: 400, message: '文件无法读取，请使用模板重新填写' });
    expect(await upload('a.csv', '\r\n\r\n')).toMatchObject({ status: 400, message: '文件中没有可导入的行' });
    expect(await upload('a.xlsx', await xlsxOf([], true))).toMatchObject({ status: 400, message: '文件中没有可导入的行' });
    expect(await upload('a.csv', Buffer.alloc(1024 * 1024 + 10, 0x41))).toMatchObject({ status: 400, message: '文件大小不能超过 1M' });
    const many = Array.from({ length: 501 }, (_, i) => `DL${i},1`).join('\n');
    expect(await upload('a.csv', many)).toMatchObject({ status: 400, message: '单次最多 500 行，请分批导入' });
    const noFile = await app.inject({
      method: 'POST',
      url: '/api/quick_order/upload',
      payload: { a: 1 },
      headers: { 'x-token': personal },
    });
    expect(noFile.json()).toMatchObject({ status: 400, message: '请选择要上传的文件' });
  });

  it('offers an .xlsx template with 编码/数量 and two example rows that check ok', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/quick_order/template', headers: { 'x-token': personal } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('quick-order-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '编码', '数量']);
    expect(sheet.rowCount).toBe(3);
    const rows = [2, 3].map((n) => ({
      code: String(sheet.getRow(n).getCell(1).value),
      quantity: Number(sheet.getRow(n).getCell(2).value),
    }));
    const checked = await check(rows);
    expect(checked.data.summary.ok_count).toBe(2);
  });
});

describe('adding to the cart', () => {
  it('adds all rows in one call, merging one SKU named twice, and the same key a second time adds nothing', async () => {
    const { single, multi } = cases(context);
    const before = await piecesBySku(personal);
    const rows = [
      { code: partOf(single[3]!), quantity: 2 },
      { code: single[3]!.skus[0]!.bar_code, quantity: 3 },
      { code: skuPartOf(multi, 0), quantity: 4 },
    ];
    const first = await addToCart('key-add-0001', rows);
    expect(first).toMatchObject({ status: 200, message: '已加入购物车', data: { row_count: 3, line_count: 2, pieces: 9 } });
    const second = await addToCart('key-add-0001', rows);
    expect(second).toEqual(first);
    const after = await piecesBySku(personal);
    expect(after.get(single[3]!.skus[0]!.unique)).toBe((before.get(single[3]!.skus[0]!.unique) ?? 0) + 5);
    expect(after.get(multi.skus[0]!.unique)).toBe((before.get(multi.skus[0]!.unique) ?? 0) + 4);
    // a new key is a new action
    await addToCart('key-add-0002', [{ code: skuPartOf(multi, 0), quantity: 1 }]);
    expect((await piecesBySku(personal)).get(multi.skus[0]!.unique)).toBe((before.get(multi.skus[0]!.unique) ?? 0) + 5);
  });

  it('adds once when the same key arrives twice at the same moment', async () => {
    const { single } = cases(context);
    const unique = single[4]!.skus[0]!.unique;
    const before = (await piecesBySku(company)).get(unique) ?? 0;
    const rows = [{ code: partOf(single[4]!), quantity: 6 }];
    const answers = await Promise.all([addToCart('key-race-01', rows, company), addToCart('key-race-01', rows, company)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await piecesBySku(company)).get(unique)).toBe(before + 6);
  });

  it('re-checks stock and adds nothing when a row is no longer ok', async () => {
    const { single, scarce } = cases(context);
    const sku = scarce.skus.find((s) => s.stock > 0 && s.stock < 30)!;
    const code = skuPartOf(scarce, scarce.skus.indexOf(sku));
    const rows = [
      { code: partOf(single[5]!), quantity: 1 },
      { code, quantity: sku.stock },
    ];
    expect((await check(rows)).data.summary.ok_count).toBe(2);
    // another buyer's order takes one piece between the check and the add
    expect(context.trade.stock.reserve(999_999, sku, 1)).toBe(true);
    const before = await piecesBySku(personal);
    const refused = await addToCart('key-stock-01', rows);
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(`第 2 行 ${code}：库存不足，当前库存 ${sku.stock - 1} 件`);
    expect(refused.data.list[1].state).toBe('above_stock');
    expect(await piecesBySku(personal)).toEqual(before);
    // the refusal is not kept under the key: with the row fixed, the same key adds
    const fixed = await addToCart('key-stock-01', [rows[0]!, { code, quantity: sku.stock - 1 }]);
    expect(fixed.status).toBe(200);
  });

  it('refuses rows that are not ok and a bad key', async () => {
    expect(await addToCart('key-bad-0001', [{ code: 'NOPE', quantity: 1 }])).toMatchObject({
      status: 400,
      message: '第 1 行 NOPE：未找到编码 NOPE，请核对型号或商品条码',
    });
    expect(await addToCart('short', [{ code: 'DL00001', quantity: 1 }])).toMatchObject({
      status: 400,
      message: '请求标识无效，请刷新页面后重试',
    });
  });

  it('fills the cart of the entity calling: the company token the company cart, the user token the personal one', async () => {
    const { single } = cases(context);
    const unique = single[2]!.skus[0]!.unique;
    const personalBefore = (await piecesBySku(personal)).get(unique) ?? 0;
    const companyBefore = (await piecesBySku(company)).get(unique) ?? 0;
    await addToCart('key-entity-1', [{ code: partOf(single[2]!), quantity: 3 }], company);
    expect((await piecesBySku(company)).get(unique)).toBe(companyBefore + 3);
    expect((await piecesBySku(personal)).get(unique) ?? 0).toBe(personalBefore);
    // the same key from another caller is another action
    await addToCart('key-entity-1', [{ code: partOf(single[2]!), quantity: 2 }], personal);
    expect((await piecesBySku(personal)).get(unique)).toBe(personalBefore + 2);
  });
});
