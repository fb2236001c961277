// Approval calls through the BFF (docs/company-api.md §5): under 企业 the company token reaches the mall, the limit
// and decision bodies are checked with the shared schemas before forwarding, and good ones reach the mall.
import { afterEach, describe, expect, it } from 'vitest';
import { closeThroughBff, getAs, postAs, signInAsCompany, startThroughBff } from './through-bff-kit.ts';

afterEach(closeThroughBff);

describe('approvals through the BFF', () => {
  it('checks limit and decision bodies before forwarding and passes good ones with the company token', async () => {
    const t = await startThroughBff();
    const jar = await signInAsCompany(t);
    const member = await getAs(t, jar, '/api/company/member');
    const uid = member.body.data.uid as number;

    const bad = await postAs(t, jar, `/api/company/approval/limit/${uid}`, { per_order_limit: '1.234' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 400, message: '限额格式不正确' });
    const saved = await postAs(t, jar, `/api/company/approval/limit/${uid}`, { per_order_limit: '1000', monthly_budget: '' });
    expect(saved.body).toMatchObject({ status: 200, message: '限额已保存', data: { per_order_limit: '1000.00', monthly_budget: '' } });
    const mine = await getAs(t, jar, '/api/company/approval/my_limit');
    expect(mine.body.data).toMatchObject({ uid, per_order_limit: '1000.00' });

    const noReason = await postAs(t, jar, '/api/company/approval/reject/1', { comment: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ status: 400, message: '请填写驳回原因' });
    const tooLong = await postAs(t, jar, '/api/company/approval/approve/1', { comment: '好'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ status: 400, message: '审批意见长度不能超过 200' });
    // a valid body reaches the mall, which answers for the record
    const unknown = await postAs(t, jar, '/api/company/approval/approve/999999', { comment: '同意' });
    expect(unknown.body).toMatchObject({ status: 400, message: '审批单不存在' });
    const queue = await getAs(t, jar, '/api/company/approval/lst?status=0');
    expect(queue.body).toMatchObject({ status: 200, data: { count: 0, list: [] } });
  });
});
