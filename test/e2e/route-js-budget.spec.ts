// The JavaScript budget (≤ 130 KB gzip per route) on the signed-in screens the company layer added and on the
// order pages they hook into: every script each page's HTML loads, entry and modulepreloads. Prints each figure.
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { placePaidOrder } from '../helpers/e2e/orders.ts';
import { ROUTE_JS_BUDGET_KB, scriptKb } from '../helpers/e2e/script-weight.ts';

const COMPANY_PAGES = [
  '/user/org',
  '/user/approval_rules',
  '/user/budgets',
  '/user/approvals',
  '/user/messages',
  '/user/replenishment',
  '/user/invoice_list',
  '/user/statements',
];

test('each company screen and the order detail load at most 130 KB gzip of JavaScript', async ({ page, signIn }) => {
  await signIn.companyAdmin('/user/org');
  const order = await placePaidOrder(page.request, 'js-budget');
  const weights: [string, number][] = [];
  for (const path of COMPANY_PAGES) weights.push([path, await scriptKb(page.request, path)]);
  const orderDetail = await scriptKb(page.request, `/order_detail?orderId=${order.orderId}`);
  console.log([...weights, ['/order_detail', orderDetail] as const].map(([path, kb]) => `${path}: ${kb.toFixed(1)} KB gzip`).join('\n'));
  for (const [path, kb] of weights) expect(kb, path).toBeLessThanOrEqual(ROUTE_JS_BUDGET_KB);
  expect(orderDetail, '/order_detail').toBeLessThanOrEqual(ROUTE_JS_BUDGET_KB);
});
