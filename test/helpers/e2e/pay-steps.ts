// Checkout steps several buying specs take the same way: the invoice dialog refusing a bad e-mail, and a QR
// payment confirmed on the demo provider's page as the buyer's phone would.
import { type Browser, expect, type Locator } from '@playwright/test';

/** In the open 发票信息 dialog: a title and a malformed e-mail are refused with 邮箱格式不符 (the dialog stays). */
export async function badEmailRefused(invoice: Locator, title: string): Promise<void> {
  await invoice.getByLabel('发票抬头').fill(title);
  await invoice.getByLabel('收票邮箱').fill('wang@');
  await invoice.getByRole('button', { name: '确定' }).click();
  await expect(invoice.getByText('邮箱格式不符')).toBeVisible();
}

/** Opens the QR `code`'s address in a new page (the phone), confirms the payment there and closes it. */
export async function payByPhone(browser: Browser, code: Locator): Promise<void> {
  await expect(code).toHaveAttribute('data-qr-value', /\/demo\/pay\?key=[0-9a-f]+$/);
  const phone = await browser.newPage();
  await phone.goto((await code.getAttribute('data-qr-value')) ?? '');
  await phone.getByRole('button', { name: '确认支付' }).click();
  await expect(phone.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await phone.close();
}
