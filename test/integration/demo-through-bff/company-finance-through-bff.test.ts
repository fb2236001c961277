// Company finance through the BFF: the company token reaches /api/company/* under 企业, the BFF refuses a bad
// remittance form with the shared schema's message before the mall sees it, and a good one is recorded once.
import { afterEach, describe, expect, it } from 'vitest';
import { companyRemittanceCode } from '../../../shared/company/remittance-codes.ts';
import { closeThroughBff, getAs, postAs, signInAsCompany, startThroughBff } from './through-bff-kit.ts';
import { solidPng } from '../../helpers/e2e/png.ts';

afterEach(closeThroughBff);

describe('company finance through the BFF', () => {
  it('checks the remittance form before forwarding and records a good one once', async () => {
    const t = await startThroughBff();
    const jar = await signInAsCompany(t);

    const account = await getAs(t, jar, '/api/company/account');
    expect(account.body.data).toMatchObject({ company_id: 2, credit_line: '20000.00', used_credit: '0.00', frozen_money: '0.00' });
    const prepared = await getAs(t, jar, '/api/company/remittance/prepare');
    expect(prepared.body.data.code).toBe(companyRemittanceCode(2));
    const no = prepared.body.data.remittance_no as string;
    expect(no).toMatch(/^HR\d{6}[2-9A-HJ-NP-Z]{8}$/);

    // the voucher is what the mall's upload call answered this member (as every picture a write stores)
    const uploaded = await t.api().post('/api/upload/image/file').set('cookie', jar.header).attach('file', solidPng(8, 8), {
      filename: 'voucher.png',
      contentType: 'image/png',
    });
    const voucher = uploaded.body.data.path as string;
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const body = {
      remittance_no: no,
      amount: '300.00',
      payer_name: '苏州恒泰精密机械有限公司',
      payer_bank: '中国银行',
      transfer_date: `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`,
      vouchers: [voucher],
      mark: '',
    };
    const refused = await postAs(t, jar, '/api/company/remittance/create', { ...body, vouchers: [] });
    expect(refused.body).toMatchObject({ status: 400, message: '请上传汇款凭证' });
    const list = async () => (await getAs(t, jar, '/api/company/remittance/lst')).body.data;
    expect((await list()).count).toBe(0);

    const first = await postAs(t, jar, '/api/company/remittance/create', body);
    const second = await postAs(t, jar, '/api/company/remittance/create', body);
    expect(first.body).toMatchObject({ status: 200, message: '提交成功' });
    expect(second.body.data.remittance_id).toBe(first.body.data.remittance_id);
    expect((await list()).count).toBe(1);
  });
});
