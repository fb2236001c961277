// Shared steps of the quick-order tests: pick catalogue products by the case they show, build upload bodies.
import ExcelJS from 'exceljs';
import type { DemoMallContext } from '../../../demo-mall/app.ts';
import type { Product } from '../../../demo-mall/catalogue/catalogue-types.ts';
import { productPartNumber, skuPartNumber } from '../../../demo-mall/company/quick-order/part-numbers.ts';
import { modelNumberOf } from '../../../shared/quick-order/model-number.ts';

export const BOUNDARY = '----QuickOrderBoundary9Xk2';

/** Normal products matching `test`, never those other tests lean on by being first. */
export function productsWhere(context: DemoMallContext, test: (product: Product) => boolean): Product[] {
  return [...context.catalogue.goods.eachNormalProduct()].filter(test);
}

export function cases(context: DemoMallContext) {
  const plain = (p: Product) => p.once_min_count === 0 && p.once_max_count === 0;
  const single = productsWhere(context, (p) => plain(p) && p.skus.length === 1 && (p.skus[0]?.stock ?? 0) > 200);
  const multi = productsWhere(context, (p) => plain(p) && p.skus.length >= 3 && p.skus.every((s) => s.stock > 50));
  const minimum = productsWhere(context, (p) => p.once_min_count >= 10 && p.once_max_count === 0 && p.skus.length === 1 && p.stock > 100);
  const limited = productsWhere(context, (p) => p.once_max_count > 0 && p.once_min_count === 0 && p.skus.length === 1 && p.stock > 100);
  const scarce = productsWhere(context, (p) => plain(p) && p.skus.some((s) => s.stock > 0 && s.stock < 30));
  if (!single[5] || !multi[0] || !minimum[0] || !limited[0] || !scarce[0]) throw new Error('the seed lacks a quick-order case');
  return { single, multi: multi[0], minimum: minimum[0], limited: limited[0], scarce: scarce[0] };
}

export const partOf = (product: Product) => productPartNumber(product.product_id);
/** the SKU code quick order offers: the model number of the name with -NN, or the DL code without one */
export const skuPartOf = (product: Product, index: number) => {
  const model = modelNumberOf(product.store_name);
  return model ? `${model}-${String(index + 1).padStart(2, '0')}` : skuPartNumber(product.product_id, index);
};

export function multipartBody(filename: string, data: Buffer | string, type = 'application/octet-stream'): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), Buffer.isBuffer(data) ? data : Buffer.from(data), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

/** An .xlsx of [code, quantity] rows under a 编码/数量 header; codes given as numbers stay numbers. */
export async function xlsxOf(rows: readonly (readonly [string | number, string | number])[], header = true): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  if (header) sheet.addRow(['编码', '数量']);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
