// Quick order (/quick_order, docs/company-api.md §6, docs/screens.md): a fresh 采购员 of company 2 under 企业
// uploads an .xlsx of 30 rows (3 bad: an unknown code, above stock, below the minimum), sees 27 ok and the 3
// reasons, clicks 全部加入购物车 twice quickly and the company cart gains the 27 rows' pieces once; a fresh personal
// buyer pastes lines, fixes a spec and a quantity inline (each fix re-checks) and adds them.
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { freshMemberPhone, MEMBER_PASSWORD, registerMallAccount } from '../helpers/e2e/company-members.ts';
import { logIn } from '../helpers/e2e/sign-in.ts';
import { open } from '../helpers/e2e/login.ts';
import { cartPieces, findCodes, xlsxOf } from '../helpers/e2e/quick-order.ts';
import { toast } from '../helpers/e2e/toast.ts';

const SHOTS = 'test-results/screens';

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/company-quick-order-${name}.png`, fullPage: true });
}

const rows = (page: Page) => page.getByTestId('quick-order-row');
const summary = (page: Page) => page.getByTestId('quick-order-summary');

test('an uploaded .xlsx of 30 rows (3 bad) adds the 27 good rows to the company cart once, and explains the 3 bad ones', async ({
  page,
  signIn,
}) => {
  // a fresh 采购员 of 苏州恒泰 (its 管理员 is 13800000003), under 企业
  await signIn.member('buyer', { admin: '13800000003', path: '/user' });
  // the 企业中心 menu links to the page (the header does too)
  const companyMenu = page.getByRole('navigation', { name: '个人中心菜单' }).locator('section', { hasText: '企业中心' });
  await companyMenu.getByRole('link', { name: '快速下单' }).click();
  await expect(page).toHaveTitle('快速下单-东联工业品商城');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: '下载模板' })).toHaveAttribute('href', '/api/quick_order/template');
  await shot(page, 'empty');

  const codes = await findCodes(page.request);
  const good = codes.plain.slice(0, 27).map((code, i) => [code, (i % 3) + 1] as const);
  const sheet: (readonly [string, number])[] = [...good];
  sheet.splice(7, 0, ['ZZ-NOT-A-CODE', 2]);
  sheet.splice(15, 0, [codes.plain[27]!, 99_999]);
  sheet.splice(23, 0, [codes.minimum.code, 1]);
  expect(sheet).toHaveLength(30);
  const expectedPieces = good.reduce((sum, [, quantity]) => sum + quantity, 0);
  const before = await cartPieces(page.request);

  await page.locator('input[type="file"]').setInputFiles({
    name: '采购清单.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await xlsxOf(sheet),
  });
  await expect(rows(page)).toHaveCount(30);
  await expect(summary(page)).toContainText('27 行可加入，3 行有问题');
  await expect(page.locator('[data-testid="quick-order-row"][data-state="ok"]')).toHaveCount(27);
  await expect(rows(page).nth(7)).toContainText('未找到编码 ZZ-NOT-A-CODE，请核对型号或商品条码');
  await expect(rows(page).nth(15)).toContainText('库存不足，当前库存');
  await expect(rows(page).nth(23)).toContainText(`起订量 ${codes.minimum.min} 件，请增加数量`);
  await shot(page, 'checked');
  // 30 rows run past the window; the summary and its button stay in sight at the top of the table too
  await page.evaluate(() => window.scrollTo(0, 0));
  await rows(page).first().scrollIntoViewIfNeeded();
  await expect(rows(page).last()).not.toBeInViewport();
  await expect(summary(page)).toBeInViewport();
  await expect(page.getByRole('button', { name: '全部加入购物车' })).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/company-quick-order-sticky-footer.png` });

  const add = page.getByRole('button', { name: '全部加入购物车' });
  await add.dblclick();
  await expect(toast(page, `已加入购物车：27 行，共 ${expectedPieces} 件`)).toBeVisible();
  await expect(page.locator('.qo-added')).toContainText(`已加入购物车 ${expectedPieces} 件`);
  await expect(page.getByRole('link', { name: '去购物车结算' })).toHaveAttribute('href', '/shopping_cart');
  await shot(page, 'added');
  expect(await cartPieces(page.request)).toBe(before + expectedPieces);
  await expect(page.getByTestId('cart-count')).toHaveText(String(before + expectedPieces));
});

test('pasted lines: a spec chosen and a quantity fixed inline re-check their rows; a failed check keeps the text', async ({
  page,
  baseURL,
}) => {
  const phone = freshMemberPhone();
  await registerMallAccount(baseURL!, phone);
  await logIn(page, phone, MEMBER_PASSWORD);
  await open(page, '/');
  await page.locator('.site-header').getByRole('link', { name: '快速下单' }).click();
  await expect(page).toHaveURL('/quick_order');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const codes = await findCodes(page.request);

  // more than 500 lines: refused in the browser, the text stays
  const tooMany = Array.from({ length: 501 }, (_, i) => `${codes.plain[i % 10]}\t1`).join('\n');
  await page.getByLabel('粘贴编码和数量').fill(tooMany);
  await page.getByRole('button', { name: '检查' }).click();
  await expect(toast(page, '单次最多 500 行，请分批导入')).toBeVisible();
  await expect(page.getByLabel('粘贴编码和数量')).toHaveValue(tooMany);

  const text = `编码\t数量\n${codes.plain[0]}\t2\n${codes.multiSpec}，1\n\n${codes.plain[1]} abc`;
  await page.getByLabel('粘贴编码和数量').fill(text);
  await page.getByRole('button', { name: '检查' }).click();
  await expect(rows(page)).toHaveCount(3);
  await expect(summary(page)).toContainText('1 行可加入，2 行有问题');
  await expect(rows(page).nth(1)).toContainText('需选择规格');
  await expect(rows(page).nth(2)).toContainText('数量须为正整数');
  await shot(page, 'paste-to-fix');

  await rows(page).nth(1).getByLabel('选择规格').selectOption({ index: 1 });
  await expect(rows(page).nth(1)).toHaveAttribute('data-state', 'ok');
  // the chosen SKU's part number: the model number of its name with -01 (ADR 0035)
  await expect(rows(page).nth(1).locator('input').first()).toHaveValue(/^[A-Z]{2,}-\d{3,}-01$/);
  const quantity = rows(page).nth(2).getByLabel(`${codes.plain[1]} 数量`);
  await quantity.fill('4');
  await quantity.press('Enter');
  await expect(rows(page).nth(2)).toHaveAttribute('data-state', 'ok');
  await expect(summary(page)).toContainText('3 行可加入，0 行有问题');
  await expect(page.getByLabel('粘贴编码和数量')).toHaveValue(text);

  const before = await cartPieces(page.request);
  await page.getByRole('button', { name: '全部加入购物车' }).click();
  await expect(toast(page, '已加入购物车：3 行，共 7 件')).toBeVisible();
  expect(await cartPieces(page.request)).toBe(before + 7);
  await expect(page.getByRole('button', { name: '已加入购物车' })).toBeDisabled();
});
