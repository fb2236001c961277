// 审批流程's editor and 预算管理 by cost centre (docs/company-api.md §13.2, §13.4) as 上海东联's 管理员: two rules
// (amounts no order of the other walks reaches), 编辑 the second — a product category, a level of named members
// (refused in Chinese while nobody is ticked, the typed name kept) and a role within a unit — 上移 it above the
// first; then a monthly budget for a cost centre that shows its renewal, carry-over and mode. Everything made is
// deleted again.
import { describeViolations, seriousViolations } from '../helpers/e2e/a11y.ts';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { call } from '../helpers/e2e/envelope.ts';
import { open } from '../helpers/e2e/login.ts';
import { toast } from '../helpers/e2e/toast.ts';

const SHOTS = 'test-results/screenshots';
const run = Date.now().toString(36).slice(-5);

test('编辑 a rule to a named-members level, reorder it, and a cost-centre budget', async ({ page, signIn }) => {
  await signIn.companyAdmin('/user/approval_rules');
  const [first, second] = [`首条规则${run}`, `特殊规则${run}`];
  for (const name of [first, second]) {
    const saved = await call(page.request, 'post', '/api/company/approval_rule/save', {
      name,
      min_amount: '9000000',
      levels: [{ kind: 'head', mode: 'any' }],
    });
    expect(saved.message).toBe('规则已保存');
  }
  await open(page, '/user/approval_rules');
  const row = page.locator(`.rule-row[data-rule="${second}"]`);
  await row.getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑审批规则' });
  await expect(dialog.getByLabel('规则名称')).toHaveValue(second);
  await expect(dialog.getByLabel('金额下限(元)')).toHaveValue('9000000.00');

  // 指定成员 with nobody ticked: refused here, what was typed stays
  await dialog.getByLabel('规则名称').fill(`${second}改`);
  await dialog.getByLabel('第 1 级审批人类型').selectOption('members');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请选择审批成员');
  await expect(dialog.getByLabel('规则名称')).toHaveValue(`${second}改`);
  const picker = dialog.getByRole('group', { name: '第 1 级审批成员' });
  const member = picker.getByRole('checkbox').first();
  const memberName = ((await picker.locator('label').first().textContent()) ?? '').trim();
  await member.check();
  await dialog.getByLabel('第 1 级审批方式').selectOption('all');
  await dialog.getByLabel('商品分类').selectOption({ index: 1 });
  const category = ((await dialog.getByLabel('商品分类').locator('option:checked').textContent()) ?? '').trim();
  await dialog.getByRole('button', { name: '添加一级' }).click();
  await dialog.getByLabel('第 2 级审批人类型').selectOption('role');
  await dialog.getByLabel('第 2 级审批角色').selectOption('finance');
  await page.screenshot({ path: `${SHOTS}/rule-editor.png` });
  await dialog.getByRole('button', { name: '保存' }).dblclick();
  await expect(toast(page, '规则已保存')).toBeVisible();
  const edited = page.locator(`.rule-row[data-rule="${second}改"]`);
  await expect(edited).toContainText(`${memberName}（全部通过） → 财务（任一人通过）`);
  await expect(edited).toContainText(`含「${category}」商品`);
  await expect(page.locator(`.rule-row[data-rule="${second}"]`)).toHaveCount(0);

  // 上移: the edited rule now comes before the first
  await edited.getByRole('button', { name: '上移' }).click();
  await expect(toast(page, '排序已保存')).toBeVisible();
  // the list is read again after the toast: wait for the new order rather than reading the old one
  const order = () => page.locator('.rule-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-rule')));
  await expect.poll(async () => (await order()).indexOf(`${second}改`) < (await order()).indexOf(first)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/rule-list.png`, fullPage: true });
  const violations = await seriousViolations(page);
  expect(violations, describeViolations('/user/approval_rules', violations)).toEqual([]);

  // a monthly budget for a new cost centre, refusing over it, renewing with carry-over
  const centre = `项目${run}`;
  const made = await call<{ cost_center_id: number }>(page.request, 'post', '/api/company/cost_center/create', {
    name: centre,
    code: `P${run}`,
  });
  expect(made.status, made.message).toBe(200);
  await open(page, '/user/budgets');
  await page.getByRole('button', { name: '添加预算' }).click();
  const budget = page.getByRole('dialog', { name: '添加预算' });
  await budget.getByLabel('按成本中心').check();
  await budget.getByLabel('金额(元)').fill('0');
  await budget.getByLabel('成本中心', { exact: true }).selectOption(String(made.data.cost_center_id));
  await budget.getByRole('button', { name: '保存' }).click();
  await expect(budget.getByRole('alert')).toHaveText('预算金额须大于 0');
  await budget.getByLabel('金额(元)').fill('20000');
  await budget.getByLabel('超出预算').selectOption('refuse');
  await budget.getByLabel('结余结转到下一期').check();
  await page.screenshot({ path: `${SHOTS}/budget-dialog.png` });
  await budget.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '预算已添加')).toBeVisible();
  const line = page.locator(`.uc-ledger tbody tr[data-budget="${centre}"]`);
  await expect(line).toContainText(`成本中心：${centre}`);
  await expect(line).toContainText('到期自动续期');
  await expect(line).toContainText('结余结转下期');
  await expect(line).toContainText('超出禁止下单');
  await page.screenshot({ path: `${SHOTS}/budgets-cost-centre.png`, fullPage: true });
  const budgetViolations = await seriousViolations(page);
  expect(budgetViolations, describeViolations('/user/budgets', budgetViolations)).toEqual([]);

  // leave the shared mall as it was
  const rules = (await call<{ list: { rule_id: number; name: string }[] }>(page.request, 'get', '/api/company/approval_rule/lst')).data
    .list;
  for (const r of rules.filter((r) => r.name.endsWith(run) || r.name.endsWith(`${run}改`)))
    await call(page.request, 'post', `/api/company/approval_rule/delete/${r.rule_id}`, {});
  const budgets = (await call<{ list: { budget_id: number; cost_center_id: number }[] }>(page.request, 'get', '/api/company/budget/lst'))
    .data.list;
  for (const b of budgets.filter((b) => b.cost_center_id === made.data.cost_center_id))
    await call(page.request, 'post', `/api/company/budget/delete/${b.budget_id}`, {});
  await call(page.request, 'post', `/api/company/cost_center/delete/${made.data.cost_center_id}`, {});
});
