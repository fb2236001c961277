// The .xlsx of 企业协议价 (docs/company-api.md §9.2): one row per SKU in the import template's columns plus the
// product's name, its list price and its state, so an exported sheet, its names columns removed, imports back.
// The dates are date cells (the import reads them back as dates); it prints landscape, one page wide, the header
// row on every page (docs/adr/0069).
import ExcelJS from 'exceljs';
import { AGREEMENT_COLUMNS, AGREEMENT_TIERS_MAX, type AgreementPriceRow } from '#shared/company/agreement-price-rules.ts';
import { MONEY_FORMAT, printOnePageWide, setDateCell } from '../xlsx-export.ts';

const STATE_TEXT = { 1: '生效中', 0: '未生效', [-1]: '已失效' } as const;

export function agreementDisposition(day: string): string {
  const compact = day.replaceAll('-', '');
  return `attachment; filename="agreement-prices-${compact}.xlsx"; filename*=UTF-8''${encodeURIComponent(`企业协议价-${compact}.xlsx`)}`;
}

export async function agreementXlsx(rows: readonly AgreementPriceRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('企业协议价');
  sheet.addRow([...AGREEMENT_COLUMNS, '商品名称', '规格', '店铺', '售价', '状态']).font = { bold: true };
  for (const row of rows) {
    const tiers: (number | string)[] = [];
    for (let n = 0; n < AGREEMENT_TIERS_MAX; n++) {
      const tier = row.tiers[n];
      tiers.push(tier ? tier.from : '', tier ? Number(tier.price) : '');
    }
    const line = sheet.addRow([
      row.bar_code,
      row.min_qty,
      row.step,
      '',
      '',
      ...tiers,
      row.store_name,
      row.sku,
      row.mer_name,
      Number(row.price),
      STATE_TEXT[row.state],
    ]);
    setDateCell(line.getCell(AGREEMENT_COLUMNS.indexOf('生效日期') + 1), row.start_date);
    setDateCell(line.getCell(AGREEMENT_COLUMNS.indexOf('失效日期') + 1), row.end_date);
    for (let n = 0; n < AGREEMENT_TIERS_MAX; n++) line.getCell(7 + n * 2).numFmt = MONEY_FORMAT;
    line.getCell(AGREEMENT_COLUMNS.length + 4).numFmt = MONEY_FORMAT;
  }
  sheet.columns.forEach((column, index) => {
    column.width = index === AGREEMENT_COLUMNS.length ? 36 : 12;
  });
  printOnePageWide(sheet, { landscape: true, titleRow: 1 });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
