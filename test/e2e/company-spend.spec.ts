// 采购分析 (/user/spend, docs/company-api.md §15) as 上海东联's 管理员: an order placed and paid on the company's
// credit → the page's month chart is an SVG with an accessible name → the month's 采购金额 equals the statement's
// 采购支出 to the fen → the .xlsx export downloads → with JavaScript off the charts are still there and the period
// form still works.
import { describeViolations, seriousViolations } from '../helpers/e2e/a11y.ts';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { call, callOk } from '../helpers/e2e/envelope.ts';
import { open } from '../helpers/e2e/login.ts';
import { unpaidCompanyOrder } from '../helpers/e2e/company-finance.ts';
import { ROUTE_JS_BUDGET_KB, scriptKb } from '../helpers/e2e/script-weight.ts';

const SHOTS = 'test-results/screenshots';
test('采购分析 shows charts whose month total equals the statement, and works without JavaScript', async ({
  page,
  signIn,
  browser,
  mall,
}) => {
  await signIn.companyAdmin('/');
  const { groupOrderId } = await unpaidCompanyOrder(page.request);
  const paid = await call<{ status: string }>(page.request, 'post', `/api/order/pay/${groupOrderId}`, { type: 'credit', return_url: '' });
  expect(paid.data.status, paid.message).toBe('success');

  const statements = await callOk<{ list: { statement_id: number; period: string }[] }>(page.request, 'get', '/api/company/statement/lst');
  const current = statements.list[0];
  if (!current) throw new Error('no statement');
  const detail = await callOk<{ statement: { purchase_price: string; refund_price: string } }>(
    page.request,
    'get',
    `/api/company/statement/detail/${current.statement_id}`,
  );

  await open(page, `/user/spend?from=${current.period}&to=${current.period}`);
  await expect(page.getByRole('heading', { level: 2, name: '按月份' })).toBeVisible();
  const monthChart = page.getByRole('img', { name: /^按月份净采购额/ });
  await expect(monthChart).toBeVisible();
  expect(await monthChart.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
  const monthRow = page.locator('section[data-section="月份"] tbody tr', { hasText: current.period });
  await expect(monthRow.locator('td').nth(0)).toHaveText(detail.statement.purchase_price);
  await expect(monthRow.locator('td').nth(1)).toHaveText(detail.statement.refund_price);
  await expect(page.getByRole('img', { name: /^按部门净采购额/ })).toBeVisible();
  await expect(page.getByRole('img', { name: '预算执行：已使用 / 预算金额' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/company-spend.png`, fullPage: true });
  const violations = await seriousViolations(page);
  expect(violations, describeViolations('/user/spend', violations)).toEqual([]);
  const kb = await scriptKb(page.request, '/user/spend');
  console.log(`/user/spend JavaScript: ${kb.toFixed(1)} KB gzip`);
  expect(kb).toBeLessThanOrEqual(ROUTE_JS_BUDGET_KB);

  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '导出 .xlsx' }).click()]);
  expect(xlsx.suggestedFilename()).toBe(`采购分析-${current.period}_${current.period}.xlsx`);

  // JavaScript off: the same signed-in cookies, the charts are in the HTML and the GET form still chooses the period
  const noScript = await browser.newContext({ baseURL: mall.url, javaScriptEnabled: false });
  try {
    await noScript.addCookies(await page.context().cookies());
    const plain = await noScript.newPage();
    await plain.goto('/user/spend');
    await plain.getByLabel('开始月份').fill(current.period);
    await plain.getByLabel('结束月份').fill(current.period);
    await plain.getByRole('button', { name: '查询' }).click();
    await expect(plain).toHaveURL(new RegExp(`from=${current.period}&to=${current.period}`));
    await expect(plain.getByRole('img', { name: /^按月份净采购额/ })).toBeVisible();
    await expect(plain.locator('svg.spend-chart')).toHaveCount(8);
    await expect(plain.locator('section[data-section="月份"] tbody tr', { hasText: current.period }).locator('td').first()).toHaveText(
      detail.statement.purchase_price,
    );
    await plain.screenshot({ path: `${SHOTS}/company-spend-no-js.png`, fullPage: true });
  } finally {
    await noScript.close();
  }
});
