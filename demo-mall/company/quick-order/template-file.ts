// The quick-order template (docs/company-api.md §6.2): one sheet with 编码 / 数量 and two example rows naming
// real products of the catalogue, built once and kept.
import ExcelJS from 'exceljs';

export const TEMPLATE_DISPOSITION =
  'attachment; filename="quick-order-template.xlsx"; filename*=UTF-8\'\'%E5%BF%AB%E9%80%9F%E4%B8%8B%E5%8D%95%E6%A8%A1%E6%9D%BF.xlsx';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function buildTemplate(examples: readonly [string, number][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('快速下单');
  sheet.columns = [
    { header: '编码', key: 'code', width: 24 },
    { header: '数量', key: 'quantity', width: 10 },
  ];
  sheet.getRow(1).font = { bold: true };
  // Codes are text cells, so Excel keeps a bar code's digits as typed.
  sheet.getColumn(1).numFmt = '@';
  for (const [code, quantity] of examples) sheet.addRow({ code, quantity });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
