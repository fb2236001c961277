// 组织架构, 审批流程 and 预算 (docs/company-api.md §13) as 上海东联: the 管理员 builds 集团 → 华东子公司 → 采购部/生产部,
// puts members in them and names 采购部's head, sets a rule (≥ ¥5,000 from 采购部: the unit head, then any 财务) and a
// monthly budget of ¥20,000 → a 采购部 buyer's ~¥6,000 order shows the warning and is held → 生产部's approver
// does not see it → the head approves on the page → 财务 approves → the buyer pays; with a refusing budget that the
// next order would exceed, the confirm page says so and the order is refused; the buyer decides nothing.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { confirmPick, pickOrderAbout } from '../helpers/e2e/approvals.ts';
import { call } from '../helpers/e2e/envelope.ts';
import { inviteFreshMember, MEMBER_PASSWORD } from '../helpers/e2e/company-members.ts';
import { logIn } from '../helpers/e2e/sign-in.ts';
import { open } from '../helpers/e2e/login.ts';
import { toast } from '../helpers/e2e/toast.ts';

const SHOTS = 'test-results/screenshots';

/** A fresh member of 上海东联 with `role`, signed in under 企业 on its own browser. */
async function member(browser: Browser, baseURL: string, role: 'buyer' | 'approver' | 'finance') {
  const phone = await inviteFreshMember(baseURL, role);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logIn(page, phone, MEMBER_PASSWORD);
  expect((await page.request.post('/bff/entity', { data: { entity: 'COMPANY' } })).status()).toBe(200);
  return { page, phone, close: () => context.close() };
}

/** A SKU and a quantity totalling about ¥6,000 (over ¥5,000), enough stock for two such orders. */
const aboutSixThousand = (request: APIRequestContext) =>
  pickOrderAbout(request, { aboutFen: 600_000, overFen: 500_000, orders: 2, priceOn: 300 });

/** 添加下级 under a unit of the tree, through its dialog. */
async function addUnit(page: Page, parent: string, name: string) {
  await page.locator(`.org-unit[data-unit="${parent}"]`).getByRole('button', { name: '添加下级' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('部门名称').fill(name);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.locator(`.org-unit[data-unit="${name}"]`)).toBeVisible();
}

test('上海东联: units, a two-level rule and a budget; the 采购部 order goes head → 财务 → paid; a refusing budget refuses', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  const buyer = await member(browser, baseURL!, 'buyer');
  const head = await member(browser, baseURL!, 'approver');
  const other = await member(browser, baseURL!, 'approver');
  const finance = await member(browser, baseURL!, 'finance');
  await signIn.companyAdmin('/user/org');
  const members = (await call<{ list: { uid: number; phone: string }[] }>(page.request, 'get', '/api/company/member/lst?limit=50')).data
    .list;
  const uidOf = (phone: string) => members.find((m) => m.phone === `${phone.slice(0, 3)}****${phone.slice(7)}`)?.uid ?? 0;

  // the tree, members in units, the head
  const root = (await call<{ list: { name: string }[] }>(page.request, 'get', '/api/company/org/tree')).data.list[0]?.name ?? '';
  await addUnit(page, root, '华东子公司');
  await addUnit(page, '华东子公司', '采购部');
  await addUnit(page, '华东子公司', '生产部');
  const units = (await call<{ list: { unit_id: number; name: string }[] }>(page.request, 'get', '/api/company/org/tree')).data.list;
  const unitId = (name: string) => units.find((u) => u.name === name)?.unit_id ?? 0;
  for (const [who, unit] of [
    [buyer, '采购部'],
    [head, '采购部'],
    [other, '生产部'],
  ] as const) {
    const answer = await call(page.request, 'post', `/api/company/org/member/${uidOf(who.phone)}`, { unit_id: unitId(unit) });
    expect(answer.message).toBe('保存成功');
  }
  await open(page, '/user/org');
  await page.locator('.org-unit[data-unit="采购部"]').getByRole('button', { name: '负责人' }).click();
  await page
    .getByRole('dialog')
    .getByLabel('负责人')
    .selectOption(String(uidOf(head.phone)));
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(page.locator('.org-unit[data-unit="采购部"]')).not.toContainText('负责人：未设置');
  await page.screenshot({ path: `${SHOTS}/org-tree.png`, fullPage: true });

  // the rule: ≥ ¥5,000 from 采购部, the unit head then any 财务
  await open(page, '/user/approval_rules');
  await page.getByRole('button', { name: '新增规则' }).click();
  const rule = page.getByRole('dialog', { name: '新增审批规则' });
  await rule.getByLabel('规则名称').fill('大额采购');
  await rule.getByLabel('金额下限(元)').fill('5000');
  await rule.getByLabel('申请部门').selectOption(String(unitId('采购部')));
  await rule.getByRole('button', { name: '添加一级' }).click();
  await rule.getByLabel('第 2 级审批人类型').selectOption('role');
  await rule.getByLabel('第 2 级审批角色').selectOption('finance');
  await page.screenshot({ path: `${SHOTS}/org-rule-dialog.png` });
  await rule.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('.rule-row[data-rule="大额采购"]')).toContainText('部门负责人（任一人通过） → 财务（任一人通过）');
  await page.screenshot({ path: `${SHOTS}/org-rules.png`, fullPage: true });

  // the monthly budget of ¥20,000 for 采购部
  await open(page, '/user/budgets');
  await page.getByRole('button', { name: '添加预算' }).click();
  const budget = page.getByRole('dialog', { name: '添加预算' });
  await budget.getByLabel('部门', { exact: true }).selectOption(String(unitId('采购部')));
  await budget.getByLabel('金额(元)').fill('20000');
  await budget.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('.uc-ledger tbody tr[data-budget="采购部"]')).toContainText('20000.00');
  await page.screenshot({ path: `${SHOTS}/org-budgets.png`, fullPage: true });

  // the buyer's ~¥6,000 order: the warning, then held
  const pick = await aboutSixThousand(buyer.page.request);
  await confirmPick(buyer.page, pick);
  const warning = buyer.page.getByTestId('rule-forecast');
  await expect(warning).toContainText('本单需要按审批规则「大额采购」逐级审批');
  await expect(warning).toContainText('采购部月度预算剩余 20000.00 元');
  await buyer.page.screenshot({ path: `${SHOTS}/org-confirm-warning.png`, fullPage: true });
  await buyer.page.getByRole('button', { name: '提交订单' }).click();
  await expect(buyer.page).toHaveURL(/\/order_stay_detail\?order_id=\d+$/);
  const groupId = Number(new URL(buyer.page.url()).searchParams.get('order_id'));
  await expect(buyer.page.getByTestId('approval-chain')).toContainText('第 1 级 · 部门负责人');
  await buyer.page.screenshot({ path: `${SHOTS}/org-held-order.png`, fullPage: true });
  const held = await call<{ group_order_sn: string; approval: { approval_id: number } }>(
    buyer.page.request,
    'get',
    `/api/order/group_order_detail/${groupId}`,
  );
  const approvalId = held.data.approval.approval_id;

  // 生产部's approver sees nothing of it and cannot decide; the buyer decides nothing either
  await open(other.page, '/user/approvals');
  await expect(other.page.locator('.ap-table tbody tr', { hasText: held.data.group_order_sn })).toHaveCount(0);
  expect((await call(other.page.request, 'post', `/api/company/approval/approve/${approvalId}`, {})).message).toBe('审批单不存在');
  expect((await call(buyer.page.request, 'post', `/api/company/approval/approve/${approvalId}`, {})).message).toBe(
    '您的企业角色无权进行此操作',
  );
  expect((await call(finance.page.request, 'post', `/api/company/approval/approve/${approvalId}`, {})).message).toBe(
    '尚未轮到您审批，请等待前一级审批完成',
  );

  // the head approves on the page, 财务 next; the buyer pays
  await open(head.page, '/user/approvals');
  const row = head.page.locator('.ap-table tbody tr', { hasText: held.data.group_order_sn });
  await expect(row.getByTestId('approval-chain')).toContainText('待审批（当前）');
  await expect(row.locator('.ap-excess')).toHaveText('规则审批：大额采购');
  await head.page.screenshot({ path: `${SHOTS}/org-queue.png`, fullPage: true });
  await row.getByRole('button', { name: '通过' }).click();
  await head.page.getByRole('dialog', { name: '审批通过' }).getByRole('button', { name: '确认通过' }).dblclick();
  await expect(toast(head.page, '本级已通过，等待下一级审批')).toBeVisible();
  // 财务 opens 采购审批 (approvals.view) and decides the second level there
  await open(finance.page, '/user/approvals');
  const financeRow = finance.page.locator('.ap-table tbody tr', { hasText: held.data.group_order_sn });
  await financeRow.getByRole('button', { name: '通过' }).click();
  const financeDialog = finance.page.getByRole('dialog', { name: '审批通过' });
  await financeDialog.getByLabel('审批意见').fill('预算内');
  await financeDialog.getByRole('button', { name: '确认通过' }).click();
  await expect(toast(finance.page, '已通过')).toBeVisible();
  await open(buyer.page, `/order_stay_detail?order_id=${groupId}`);
  await expect(buyer.page.getByTestId('approval-chain')).toContainText('预算内');
  await buyer.page.screenshot({ path: `${SHOTS}/org-approved-order.png`, fullPage: true });
  const paid = await call<{ status: string }>(buyer.page.request, 'post', `/api/order/pay/${groupId}`, { type: 'balance' });
  expect(paid.data.status, paid.message).toBe('success');

  // a refusing budget the next order would exceed: said on the confirm page, refused on submit
  const list = (await call<{ list: { budget_id: number }[] }>(page.request, 'get', '/api/company/budget/lst')).data.list;
  for (const b of list) await call(page.request, 'post', `/api/company/budget/delete/${b.budget_id}`, {});
  const today = new Date();
  const start = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-01`;
  const refusing = await call(page.request, 'post', '/api/company/budget/create', {
    unit_id: unitId('采购部'),
    period: 'month',
    amount: '8000',
    start_date: start,
    mode: 'refuse',
  });
  expect(refusing.message).toBe('预算已添加');
  await confirmPick(buyer.page, pick);
  await expect(buyer.page.getByTestId('rule-forecast')).toContainText('超出预算，无法下单');
  await buyer.page.screenshot({ path: `${SHOTS}/org-confirm-refused.png`, fullPage: true });
  await buyer.page.getByRole('button', { name: '提交订单' }).click();
  await expect(toast(buyer.page, '超出预算，无法下单')).toBeVisible();
  for (const who of [buyer, head, other, finance]) await who.close();
});
