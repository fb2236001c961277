// 开放接口 on /user/company (docs/company-api.md §17, ADR 0105) as company 1's 管理员: create an API client with a
// role, scopes and an IP allow-list; the secret shows once in a dialog with a copy button and a warning, and is gone
// from the page once the dialog closes (and from a reload); the secret gets a token; 重置密钥 shows a new one and
// the old stops; 停用 stops the client; the audit lists the token requests; axe finds nothing serious in the
// dialog or the page. Screenshots: the dialog, the section.
import { describeViolations, seriousViolations } from '../helpers/e2e/a11y.ts';
import { call } from '../helpers/e2e/envelope.ts';
import { open } from '../helpers/e2e/login.ts';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { toast } from '../helpers/e2e/toast.ts';

const SHOTS = 'test-results/screenshots';
const CALLER_IP = '203.0.113.7';

test('the 管理员 creates an API client, sees its secret once, rotates it and revokes the client', async ({ page, signIn }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn.companyAdmin('/user/company');
  const section = page.getByRole('region', { name: '开放接口' });
  const name = `ERP 对接 ${Date.now() % 100000}`;
  await section.getByLabel('客户端名称').first().fill(name);
  await section.getByLabel('角色').first().selectOption('buyer');
  await section.getByRole('checkbox', { name: '下单与订单' }).first().check();
  await section.getByRole('checkbox', { name: '商品目录' }).first().check();
  await section.getByLabel('IP 白名单').first().fill('203.0.113.0/24\n2001:db8::1');
  await section.getByRole('button', { name: '创建客户端' }).click();

  // the secret, once, with the warning and a working copy button
  const dialog = page.getByRole('dialog', { name: '客户端已创建' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('只显示这一次');
  const secret = (await dialog.getByTestId('open-client-secret').textContent()) ?? '';
  expect(secret).toMatch(/^ocs_[\w-]{43}$/);
  await dialog.getByRole('button', { name: '复制密钥' }).click();
  await expect(dialog.getByText('已复制到剪贴板')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await dialog.screenshot({ path: `${SHOTS}/open-client-secret-dialog.png` });
  const inDialog = await seriousViolations(page);
  expect(inDialog, describeViolations('the secret dialog', inDialog)).toEqual([]);
  await dialog.getByRole('button', { name: '我已保存，关闭' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('body')).not.toContainText(secret);

  const row = section.locator('.oc-table tbody tr', { hasText: name });
  await expect(row).toContainText('采购员');
  await expect(row).toContainText('203.0.113.0/24、2001:db8::1');
  const clientId = ((await row.getAttribute('data-client-id')) ?? '').trim();
  expect(clientId).toMatch(/^oc_/);
  // the secret gets a token (the BFF keeps the token itself out of the answer: tokens never reach browser JS)
  const token = (client_secret: string) =>
    call(page.request, 'post', '/api/open/token', { client_id: clientId, client_secret, ip: CALLER_IP });
  const first = await token(secret);
  expect(first.status, first.message).toBe(200);
  expect(JSON.stringify(first)).not.toContain('access_token');

  // 重置密钥: a new secret shown once; the old one stops
  await row.getByRole('button', { name: '重置密钥' }).click();
  await page.getByRole('dialog', { name: '重置密钥' }).getByRole('button', { name: '确定' }).click();
  const rotatedDialog = page.getByRole('dialog', { name: '密钥已重置' });
  await expect(rotatedDialog).toContainText('原密钥及其已签发的令牌已立即失效');
  const rotated = (await rotatedDialog.getByTestId('open-client-secret').textContent()) ?? '';
  expect(rotated).toMatch(/^ocs_/);
  expect(rotated).not.toBe(secret);
  await rotatedDialog.getByRole('button', { name: '我已保存，关闭' }).click();
  expect(await token(secret)).toMatchObject({ status: 400, message: '客户端凭据无效' });
  expect((await token(rotated)).status).toBe(200);

  // 停用: for good
  await row.getByRole('button', { name: '停用' }).click();
  await page.getByRole('dialog', { name: '停用客户端' }).getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '客户端已停用')).toBeVisible();
  await expect(row).toContainText('已停用');
  await expect(row.getByRole('button', { name: '重置密钥' })).toHaveCount(0);
  expect(await token(rotated)).toMatchObject({ status: 400, message: '客户端已停用' });

  // the audit, newest first, as the mall pages it; neither secret anywhere in the page, nor after a reload
  await open(page, '/user/company');
  const audit = page.getByRole('region', { name: '开放接口' }).locator('.oc-audit');
  await expect(audit).toContainText('客户端已停用');
  await expect(audit).toContainText('客户端凭据无效');
  await expect(audit).toContainText(CALLER_IP);
  const html = await page.content();
  expect(html).not.toContain(secret);
  expect(html).not.toContain(rotated);
  await page.getByRole('region', { name: '开放接口' }).screenshot({ path: `${SHOTS}/open-client-section.png` });
  const onPage = await seriousViolations(page);
  expect(onPage, describeViolations('/user/company with 开放接口', onPage)).toEqual([]);
});
