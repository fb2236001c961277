// Spending limits and approvals (docs/company-api.md §5, docs/user-centre.md 采购审批) as company 1: its 管理员
// (13800000002) sets a 1,000 yuan per-order limit for a fresh 采购员 on the members page → the buyer's ~1,500 yuan
// order shows the warning on the confirm page and goes to 待审批 → the admin approves it with a comment on
// /user/approvals (a double click makes one decision) → the buyer finds it in 消息中心, sees the decision on the
// order and pays with the company balance. A fresh buyer with no limit orders with no warning and reaches payment.
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { confirmAboutFifteenHundred } from '../helpers/e2e/approvals.ts';
import { call } from '../helpers/e2e/envelope.ts';
import { fenOf } from '../helpers/e2e/company-finance.ts';
import { memberRow } from '../helpers/e2e/company-members.ts';
import { COMPANY_PHONE, open, signInByApi } from '../helpers/e2e/login.ts';
import { toast } from '../helpers/e2e/toast.ts';

const SHOTS = 'test-results/screens';

test('a 采购员 over a 1,000 yuan limit waits for approval; the admin approves once; the buyer is told and pays', async ({
  page,
  visitor,
}) => {
  await signInByApi(page, COMPANY_PHONE, '/');
  // the 采购员 on a browser of their own
  const buyer = { page: visitor.page, phone: await visitor.signIn.member('buyer') };

  // the admin sets the limit on the members page
  await open(page, '/user/company_user_management');
  const row = memberRow(page, buyer.phone);
  await row.getByRole('button', { name: '限额' }).click();
  const limits = page.getByRole('dialog', { name: '采购限额' });
  await expect(limits.getByRole('button', { name: '保存' })).toBeEnabled();
  await expect(limits.getByLabel('单笔限额(元)')).toHaveValue('');
  await limits.getByLabel('单笔限额(元)').fill('1000');
  await page.screenshot({ path: `${SHOTS}/company-approvals-limit-dialog.png` });
  await limits.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '限额已保存')).toBeVisible();
  await expect(limits).toHaveCount(0);

  // the buyer's ~1,500 yuan order: the warning before submitting, then 待审批 instead of payment
  await confirmAboutFifteenHundred(buyer.page);
  const warning = buyer.page.getByTestId('approval-warning');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('订单金额超出单笔限额 1,000.00 元');
  await buyer.page.screenshot({ path: `${SHOTS}/company-approvals-confirm-warning.png`, fullPage: true });
  await buyer.page.getByRole('button', { name: '提交订单' }).click();
  await expect(buyer.page).toHaveURL(/\/order_stay_detail\?order_id=\d+$/);
  const groupId = Number(new URL(buyer.page.url()).searchParams.get('order_id'));
  const state = buyer.page.getByTestId('approval-state');
  await expect(state).toContainText('订单状态：待审批');
  await expect(buyer.page.getByRole('link', { name: '立即付款' })).toBeHidden();
  await buyer.page.screenshot({ path: `${SHOTS}/company-approvals-held-order.png`, fullPage: true });
  const refused = await call(buyer.page.request, 'post', `/api/order/pay/${groupId}`, { type: 'balance' });
  expect(refused.message).toBe('该订单待审批，审批通过后才能支付');
  const held = await call<{ group_order_sn: string; pay_price: string; orderList: { order_sn: string }[] }>(
    buyer.page.request,
    'get',
    `/api/order/group_order_detail/${groupId}`,
  );
  // 我的订单's 待付款 tab reads 待审批 with what was exceeded, and no payment deadline
  await open(buyer.page, '/user/order_list?status=unpaid');
  const listed = buyer.page.locator(`.order-row[data-group-order-id="${groupId}"]`);
  await expect(listed).toContainText('待审批');
  await expect(listed).toContainText('待审批通过后才能支付');
  await expect(listed).not.toContainText('超时订单将自动取消');
  await expect(listed.getByRole('link', { name: '立即支付' })).toHaveCount(0);
  await buyer.page.screenshot({ path: `${SHOTS}/company-approvals-order-list.png`, fullPage: true });

  // the admin approves it from the queue with a comment; a double click makes one decision
  await open(page, '/user/approvals');
  const queued = page.locator('.ap-table tbody tr', { hasText: held.data.group_order_sn });
  await expect(queued).toContainText('订单金额超出单笔限额 1,000.00 元');
  await expect(queued).toContainText(held.data.pay_price);
  await page.screenshot({ path: `${SHOTS}/company-approvals-queue.png`, fullPage: true });
  const approvalId = Number(await queued.getAttribute('data-approval-id'));
  const decisions: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/company/approval/approve/')) decisions.push(request.url());
  });
  await queued.getByRole('button', { name: '通过' }).click();
  const dialog = page.getByRole('dialog', { name: '审批通过' });
  await dialog.getByLabel('审批意见').fill('同意采购，请尽快付款');
  await page.screenshot({ path: `${SHOTS}/company-approvals-dialog.png` });
  await dialog.getByRole('button', { name: '确认通过' }).dblclick();
  await expect(toast(page, '已通过')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(decisions).toHaveLength(1);
  const again = await call(page.request, 'post', `/api/company/approval/approve/${approvalId}`, { comment: '' });
  expect(again.message).toBe('该订单已审批，请勿重复操作');
  await open(page, '/user/approvals?status=1');
  await expect(page.locator('.ap-table tbody tr', { hasText: held.data.group_order_sn })).toContainText('同意采购，请尽快付款');

  // the buyer's next visit: the bell counts the decision, 消息中心 lists it; the decision on the order; payment
  await open(buyer.page, '/user/messages?filter=approval');
  await expect(buyer.page.getByRole('link', { name: /^消息\d+条未读$/ })).toBeVisible();
  await expect(
    buyer.page.locator('.msg-row.is-unread', { hasText: `您的订单 ${held.data.orderList[0]?.order_sn} 已审批通过` }),
  ).toBeVisible();
  await buyer.page.screenshot({ path: `${SHOTS}/company-approvals-inbox.png` });
  await open(buyer.page, `/order_stay_detail?order_id=${groupId}`);
  await expect(buyer.page.getByTestId('approval-decision')).toContainText('通过：同意采购，请尽快付款');
  await expect(buyer.page.getByRole('heading', { name: '订单状态：待付款' })).toBeVisible();
  await buyer.page.screenshot({ path: `${SHOTS}/company-approvals-approved-order.png`, fullPage: true });
  const before = fenOf((await call<{ now_money: string }>(buyer.page.request, 'get', '/api/company/account')).data.now_money);
  await buyer.page.getByRole('link', { name: '立即付款' }).click();
  await expect(buyer.page).toHaveURL(new RegExp(`/payment\\?result=${groupId}$`));
  await buyer.page.getByRole('radio', { name: /企业余额/ }).click();
  await buyer.page.getByRole('button', { name: '去支付' }).click();
  await expect(buyer.page).toHaveURL('/user/order_list');
  const after = fenOf((await call<{ now_money: string }>(buyer.page.request, 'get', '/api/company/account')).data.now_money);
  expect(before - after).toBe(fenOf(held.data.pay_price));
});

test('a 采购员 with no limit orders without any warning and goes to payment', async ({ page, signIn }) => {
  await signIn.member('buyer');
  const mine = await call<{ per_order_limit: string; monthly_budget: string }>(page.request, 'get', '/api/company/approval/my_limit');
  expect(mine.data).toMatchObject({ per_order_limit: '', monthly_budget: '' });
  const limitsRead = page.waitForResponse((answer) => answer.url().includes('/api/company/approval/my_limit'));
  await confirmAboutFifteenHundred(page);
  await limitsRead;
  await expect(page.getByTestId('approval-warning')).toHaveCount(0);
  await expect(page.locator('.ap-warning')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/company-approvals-no-limit-confirm.png`, fullPage: true });
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/payment\?result=\d+$/);
  await expect(page.getByRole('button', { name: '去支付' })).toBeVisible();
});
