// Steps of the quick-order browser test: codes found by asking the mall's own check (so the spec never depends
// on seed positions other specs' orders may move) and an .xlsx built with exceljs.
import { type APIRequestContext, expect } from '@playwright/test';
import ExcelJS from 'exceljs';

interface CheckedRow {
  code: string;
  state: string;
  stock: number;
  min_count: number;
  max_count: number;
  choices: { code: string; stock: number }[];
}

export interface QuickOrderCodes {
  /** part numbers naming one SKU (a single-spec product's, or a SKU's own), in stock (≥ 100), no minimum or limit */
  plain: string[];
  /** a part number whose product needs at least `min` pieces */
  minimum: { code: string; min: number };
  /** a part number naming a product with several SKUs */
  multiSpec: string;
}

/** Asks the mall to check DL00001… and sorts the answers into the cases the spec needs. */
export async function findCodes(request: APIRequestContext): Promise<QuickOrderCodes> {
  const rows = Array.from({ length: 400 }, (_, i) => ({ code: `DL${String(i + 1).padStart(5, '0')}`, quantity: 1 }));
  const answer = await request.post('/api/quick_order/check', { data: { rows } });
  const list = ((await answer.json()) as { data: { list: CheckedRow[] } }).data.list;
  const free = (r: CheckedRow) => r.min_count === 0 && r.max_count === 0;
  const singles = list.filter((r) => r.state === 'ok' && r.stock >= 100 && free(r)).map((r) => r.code);
  const skus = list
    .filter((r) => r.state === 'needs_spec' && free(r))
    .flatMap((r) => r.choices.filter((c) => c.stock >= 100).map((c) => c.code));
  const plain = [...singles, ...skus];
  const minimum = list.find((r) => r.state === 'below_min' && r.min_count >= 2 && r.stock >= 100);
  // the last such product: the pasted test's spec choice does not overlap the rows taken from the front
  const multiSpec = list.findLast(
    (r) => r.state === 'needs_spec' && free(r) && r.choices.length >= 2 && r.choices.every((c) => c.stock >= 10),
  );
  expect(plain.length).toBeGreaterThanOrEqual(32);
  expect(minimum && multiSpec).toBeTruthy();
  return { plain, minimum: { code: minimum?.code ?? '', min: minimum?.min_count ?? 0 }, multiSpec: multiSpec?.code ?? '' };
}

export async function xlsxOf(rows: readonly (readonly [string, number])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('采购清单');
  sheet.addRow(['编码', '数量']);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Pieces in the cart of whoever `request` acts for (the entity its cookies choose). */
export async function cartPieces(request: APIRequestContext): Promise<number> {
  const answer = (await (await request.get('/api/user/cart/count')).json()) as { data: { count: string | number }[] };
  return Number(answer.data[0]?.count ?? 0) || 0;
}
