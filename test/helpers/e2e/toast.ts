// The toast area of the layout (errors and confirmations are shown as toasts).
import type { Page } from '@playwright/test';

export function toast(page: Page, text: string) {
  return page.locator('.toasts .toast', { hasText: text });
}
