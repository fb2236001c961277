// 入驻记录 and the demo console's settlement review (/demo/merchant/settlements): a rejected application shows
// its reason and can be edited and resubmitted; an approved one is final.
import { describe, expect, it } from 'vitest';
import { smsCode } from './accounts-helpers.ts';
import { consolePost } from './trade/trade-helpers.ts';
import { tradeMallPerTest } from '../../helpers/mall/malls.ts';

const mall = tradeMallPerTest();

const form = { phone: '13900000131', name: '李经理', mer_name: '李氏机电', merchant_category_id: 3, mer_type_id: 3, images: [] };

async function apply(): Promise<number> {
  const code = await smsCode(mall.app, form.phone, 'intention');
  expect((await mall.post('/api/intention/create', { ...form, code }, mall.userToken)).message).toBe('提交成功');
  return (await mall.get('/api/intention/lst', mall.userToken)).data.list[0].mer_intention_id as number;
}

const detail = async (id: number) => (await mall.get(`/api/intention/detail/${id}`, mall.userToken)).data;

describe('settlement review console', () => {
  it('rejects with a reason, takes the edited resubmission and approves it once', async () => {
    const id = await apply();
    const page = await mall.app.inject({ method: 'GET', url: '/demo/merchant/settlements' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('李氏机电');
    expect(page.body).toContain('待审核');

    const noReason = await consolePost(mall, '/demo/merchant/settlements/review', { id, decision: 'reject', fail_msg: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('请填写未通过原因');
    expect((await consolePost(mall, '/demo/merchant/settlements/review', { id, decision: 'maybe' })).body).toContain('请选择审核结果');
    expect((await consolePost(mall, '/demo/merchant/settlements/review', { id: 999999, decision: 'approve' })).body).toContain(
      '数据不存在',
    );

    const rejected = await consolePost(mall, '/demo/merchant/settlements/review', { id, decision: 'reject', fail_msg: '资质图片不清晰' });
    expect(rejected.statusCode).toBe(200);
    expect(await detail(id)).toMatchObject({ status: 2, fail_msg: '资质图片不清晰' });

    mall.advance(61_000);
    const code = await smsCode(mall.app, form.phone, 'intention');
    const resubmitted = await mall.post(`/api/intention/update/${id}`, { ...form, mer_name: '李氏机电设备', code }, mall.userToken);
    expect(resubmitted).toEqual({ status: 200, message: '修改成功' });
    expect(await detail(id)).toMatchObject({ status: 0, fail_msg: '', mer_name: '李氏机电设备' });

    expect((await consolePost(mall, '/demo/merchant/settlements/review', { id, decision: 'approve' })).body).toContain('已通过审核');
    expect((await detail(id)).status).toBe(1);
    const again = await consolePost(mall, '/demo/merchant/settlements/review', { id, decision: 'reject', fail_msg: 'x' });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('该申请已审核');
    mall.advance(61_000);
    const code2 = await smsCode(mall.app, form.phone, 'intention');
    expect((await mall.post(`/api/intention/update/${id}`, { ...form, code: code2 }, mall.userToken)).message).toBe('当前状态不能修改');
  });

  it('is linked from the merchant console', async () => {
    const page = await mall.app.inject({ method: 'GET', url: '/demo/merchant' });
    expect(page.body).toContain('href="/demo/merchant/settlements"');
  });
});
