// Quick order through the BFF (docs/company-api.md §6, docs/bff-contract.md §2): the BFF refuses bad rows and a
// bad key with the shared schema's messages before the mall sees them, an uploaded .xlsx streams through to the
// mall, the template downloads as a file, and under 企业 the add-to-cart fills the company's cart (twice with
// one key adds once) while the personal cart is untouched.
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../demo-mall/accounts/demo-accounts.ts';
import { closeThroughBff, CookieJar, getAs, postAs, startThroughBff, switchEntity } from './through-bff-kit.ts';
import { rawBytes } from '../../helpers/bff/raw-bytes.ts';

afterEach(closeThroughBff);

describe('quick order through the BFF', () => {
  it('validates, reads a file, serves the template and adds to the purchasing entity’s cart once', async () => {
    const t = await startThroughBff();
    const jar = new CookieJar();
    jar.take(await t.api().post('/api/auth/login').send({ account: '13800000003', password: DEMO_PASSWORD, user_type: 'pc' }));

    const tooMany = Array.from({ length: 501 }, () => ({ code: 'DL00001', quantity: 1 }));
    const refused = await postAs(t, jar, '/api/quick_order/check', { rows: tooMany });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: '单次最多 500 行，请分批导入', code: 'VALIDATION' });
    const badKey = await postAs(t, jar, '/api/quick_order/cart', { key: 'x', rows: [{ code: 'DL00001', quantity: 1 }] });
    expect(badKey.body).toMatchObject({ message: '请求标识无效，请刷新页面后重试' });

    const template = await getAs(t, jar, '/api/quick_order/template').buffer(true).parse(rawBytes);
    expect(template.status).toBe(200);
    expect(template.headers['content-disposition']).toContain('attachment');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.body as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const code = String(sheet.getRow(2).getCell(1).value);

    const uploaded = await t
      .api()
      .post('/api/quick_order/upload')
      .set('cookie', jar.header)
      .attach('file', template.body as Buffer, {
        filename: 'template.xlsx',
        contentType: 'application/octet-stream',
      });
    expect(uploaded.body.data.list[0]).toMatchObject({ code, quantity: 2 });

    const countOf = async () => Number((await getAs(t, jar, '/api/user/cart/count')).body.data[0].count) || 0;
    const personalBefore = await countOf();
    await switchEntity(t, jar, 'COMPANY');
    const companyBefore = await countOf();
    const body = { key: 'through-bff-key-1', rows: [{ code, quantity: 3 }] };
    const [first, second] = await Promise.all([
      postAs(t, jar, '/api/quick_order/cart', body),
      postAs(t, jar, '/api/quick_order/cart', body),
    ]);
    expect(first.body).toMatchObject({ status: 200, message: '已加入购物车' });
    expect(second.body.data).toEqual(first.body.data);
    expect(await countOf()).toBe(companyBefore + 3);
    await switchEntity(t, jar, 'PERSONAL');
    expect(await countOf()).toBe(personalBefore);
  });
});
