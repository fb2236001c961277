// The 添加新地址 dialog as a buyer fills it: name, phone, the region chosen level by level (each level's options
// load after the one above, so a choice waits for its option), and the street address.
import { expect, type Locator } from '@playwright/test';

const REGION_LEVELS = ['省份', '城市', '区县', '街道'] as const;

/** Chooses `name` in the region select labelled `label` once the option has loaded. */
export async function pickRegion(dialog: Locator, label: string, name: string): Promise<void> {
  const select = dialog.getByRole('combobox', { name: label });
  await expect(select.locator('option', { hasText: name })).toHaveCount(1);
  await select.selectOption({ label: name });
}

/** Fills the dialog's fields; `region` names 省份, 城市, 区县 and 街道 in that order (fewer leaves the rest unchosen). */
export async function fillAddress(
  dialog: Locator,
  address: { name: string; phone: string; region: readonly string[]; detail: string },
): Promise<void> {
  await dialog.getByLabel('姓名').fill(address.name);
  await dialog.getByLabel('手机号').fill(address.phone);
  for (const [index, place] of address.region.entries()) await pickRegion(dialog, REGION_LEVELS[index] ?? '', place);
  await dialog.getByLabel('详细地址').fill(address.detail);
}
