// The console's .xlsx import of 企业协议价 (docs/company-api.md §9.3): every row checked by the same rules as the
// form, a SKU named twice refused, and either all rows saved in one transaction or none, with each broken row named.
import { AGREEMENT_COLUMNS, AGREEMENT_MESSAGES as M, AGREEMENT_TIERS_MAX } from '#shared/company/agreement-price-rules.ts';
import type { CodeIndex } from '../quick-order/part-numbers.ts';
import type { AgreementFileRow } from './agreed-price-file-rows.ts';
import { readAgreementParams } from './agreed-price-params.ts';
import type { AgreementInput } from './agreed-price-store.ts';

/** How many broken rows the notice lists; the rest are counted. */
const ROW_ERRORS_SHOWN = 20;

/** A row's cells as the form's fields. */
function paramsOfRow(texts: readonly string[]): Record<string, string> {
  const cell = (name: (typeof AGREEMENT_COLUMNS)[number]) => texts[AGREEMENT_COLUMNS.indexOf(name)] ?? '';
  const params: Record<string, string> = {
    code: cell('规格编码'),
    min_qty: cell('起订量'),
    step: cell('倍数'),
    start_date: cell('生效日期'),
    end_date: cell('失效日期'),
  };
  for (let n = 1; n <= AGREEMENT_TIERS_MAX; n++) {
    params[`from_${n}`] = texts[5 + (n - 1) * 2] ?? '';
    params[`price_${n}`] = texts[6 + (n - 1) * 2] ?? '';
  }
  return params;
}

export type ImportCheck = { ok: true; inputs: AgreementInput[] } | { ok: false; errors: string[] };

export function checkImportRows(
  rows: readonly AgreementFileRow[],
  context: { companyId: number; codes: CodeIndex; today: string },
): ImportCheck {
  const inputs: AgreementInput[] = [];
  const errors: string[] = [];
  const lineOfSku = new Map<string, number>();
  for (const row of rows) {
    const checked = readAgreementParams(paramsOfRow(row.texts), context);
    if (!checked.ok) {
      errors.push(`第${row.line}行：${checked.message}`);
      continue;
    }
    const first = lineOfSku.get(checked.value.unique);
    if (first !== undefined) {
      errors.push(`第${row.line}行：与第${first}行是同一规格，请合并为一行`);
      continue;
    }
    lineOfSku.set(checked.value.unique, row.line);
    inputs.push(checked.value);
  }
  if (errors.length === 0) return { ok: true, inputs };
  const shown = errors.slice(0, ROW_ERRORS_SHOWN);
  if (errors.length > ROW_ERRORS_SHOWN) shown.push(`另有${errors.length - ROW_ERRORS_SHOWN}行有误`);
  return { ok: false, errors: [M.importRefused, ...shown] };
}
