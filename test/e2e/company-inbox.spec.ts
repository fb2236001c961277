// 消息中心 and 消息推送 (docs/company-api.md §14, docs/user-centre.md) as company 1: its 管理员 registers a webhook on
// /user/company → 消息推送 for a local receiver; a fresh 采购员 orders over a 1,000 yuan limit → the fresh 审批人's
// bell counts it and 消息中心 lists it with 去处理 to the approval queue; the receiver gets the event signed
// (a wrong secret does not verify); its first answer is a 500, so the log shows the failure, and 重新发送
// delivers it. Screenshots: the bell, /user/messages, 消息推送.
import type { Browser, Page } from '@playwright/test';
import { confirmAboutFifteenHundred } from '../helpers/e2e/approvals.ts';
import { call } from '../helpers/e2e/envelope.ts';
import { open } from '../helpers/e2e/login.ts';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { signInOn } from '../helpers/e2e/sign-in.ts';
import { toast } from '../helpers/e2e/toast.ts';
import { startWebhookReceiver, verifyWebhook } from '../helpers/webhook-receiver.ts';

const SHOTS = 'test-results/screenshots';
const SECRET = 'whsec-e2e-0123456789abcdef';

async function ownPage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

/** The buyer's ~1,500 yuan order from the confirm page: held for approval (order_stay_detail). */
async function orderOverLimit(page: Page): Promise<void> {
  await confirmAboutFifteenHundred(page);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/order_stay_detail\?order_id=\d+$/);
}

test('an approval request reaches the approver’s bell and 消息中心, and a signed webhook (a 500, then 重新发送)', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  const receiver = await startWebhookReceiver();
  const admin = await ownPage(browser);
  const buyer = await ownPage(browser);
  try {
    // the 管理员 registers the receiver for 待审批 on /user/company → 消息推送; its first answer will be a 500
    receiver.answerWith(500);
    await signInOn(admin.page, baseURL!).companyAdmin('/user/company');
    const section = admin.page.getByRole('region', { name: '消息推送' });
    await section.getByLabel('推送地址').first().fill(receiver.url);
    await section.getByLabel('签名密钥').first().fill(SECRET);
    await section.getByRole('checkbox', { name: '待审批' }).first().check();
    await section.getByRole('button', { name: '添加推送地址' }).click();
    await expect(toast(admin.page, '推送地址已添加')).toBeVisible();
    await expect(section.locator('.wh-table').first()).toContainText(receiver.url);
    await expect(section).not.toContainText(SECRET);

    // a fresh 审批人 (this page) and a fresh 采购员 with a 1,000 yuan limit, who orders ~1,500 yuan
    await signIn.member('approver');
    await signInOn(buyer.page, baseURL!).member('buyer');
    const mine = await call<{ uid: number }>(buyer.page.request, 'get', '/api/company/approval/my_limit');
    const limited = await call(admin.page.request, 'post', `/api/company/approval/limit/${mine.data.uid}`, {
      per_order_limit: '1000',
      monthly_budget: '',
    });
    expect(limited.status, limited.message).toBe(200);
    await orderOverLimit(buyer.page);
    const groupId = Number(new URL(buyer.page.url()).searchParams.get('order_id'));
    const held = await call<{ orderList: { order_sn: string }[] }>(buyer.page.request, 'get', `/api/order/group_order_detail/${groupId}`);
    // the purchase's one number, as the ledger will carry it (ADR 0037, addendum 2026-12-07)
    const sn = held.data.orderList[0]?.order_sn ?? '';
    expect(sn).toMatch(/^wx/);

    // the approver's bell: the invitation and the request, unread; 消息中心 lists the request with 去处理
    await open(page, '/');
    const bell = page.getByRole('link', { name: '消息2条未读' });
    await expect(bell).toBeVisible();
    await page.locator('.top-bar').screenshot({ path: `${SHOTS}/inbox-bell.png` });
    await bell.click();
    await expect(page).toHaveURL('/user/messages');
    const request = page.locator('.msg-row.is-unread', { hasText: sn });
    await expect(request).toContainText('待审批');
    await expect(request).toContainText('待审批：订单金额超出单笔限额');
    await page.screenshot({ path: `${SHOTS}/inbox-messages.png`, fullPage: true });
    await open(page, '/user/messages?filter=member');
    await expect(page.locator('.msg-row')).toHaveCount(1);
    await expect(page.locator('.msg-row')).toContainText('审批人');
    await open(page, '/user/messages');
    await page.locator('.msg-row', { hasText: sn }).getByRole('link', { name: '去处理' }).click();
    await expect(page).toHaveURL('/user/approvals');
    await expect(page.locator('.ap-table tbody tr', { hasText: sn })).toBeVisible();
    await expect(page.getByRole('link', { name: '消息1条未读' })).toBeVisible();
    await open(page, '/user/messages');
    await page.getByRole('button', { name: '全部标为已读' }).dblclick();
    await expect(page.getByRole('link', { name: '消息，没有未读消息' })).toBeVisible();
    await expect(page.locator('.msg-row.is-unread')).toHaveCount(0);

    // the receiver got the request signed; its 500 shows in the log, and 重新发送 delivers it
    await expect.poll(() => receiver.received.length).toBe(1);
    const first = receiver.received[0]!;
    expect(JSON.parse(first.body)).toMatchObject({ kind: 'approval_needed', label: '待审批', company_id: 1, link: '/user/approvals' });
    expect(verifyWebhook(SECRET, first.headers, first.body)).toBe(true);
    expect(verifyWebhook('not-the-secret-0123456789', first.headers, first.body)).toBe(false);
    await open(admin.page, '/user/company');
    const failed = section.locator('tr', { hasText: sn });
    await expect(failed).toContainText('待推送');
    await expect(failed).toContainText('HTTP 500');
    await failed.getByRole('button', { name: '重新发送' }).click();
    await expect(toast(admin.page, '已加入重新发送')).toBeVisible();
    await expect.poll(() => receiver.received.filter((hit) => hit.answered === 200).length).toBe(1);
    const delivered = receiver.received.find((hit) => hit.answered === 200)!;
    expect(delivered.headers['x-mall-event-id']).toBe(first.headers['x-mall-event-id']);
    expect(verifyWebhook(SECRET, delivered.headers, delivered.body)).toBe(true);
    await expect
      .poll(async () => {
        await open(admin.page, '/user/company');
        return section.locator('tr', { hasText: sn }).textContent();
      })
      .toContain('已送达');
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${SHOTS}/inbox-webhooks.png` });
  } finally {
    await admin.close();
    await buyer.close();
    await receiver.close();
  }
});
