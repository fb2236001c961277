// The .xlsx of 采购分析 (docs/company-api.md §15): one sheet per grouping plus the budgets, amounts as numbers
// in a two-decimal format (through formatFen, never a float division of sums), so the sheet can add them up.
import ExcelJS from 'exceljs';
import { SPEND_DIMENSION_NAMES } from '#shared/company/spend-rules.ts';
import { formatFen } from '#shared/money.ts';
import type { SpendReport } from './spend-report.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MONEY_FORMAT = '#,##0.00';
const amount = (fen: number) => Number(formatFen(fen));

type Group = SpendReport['by_month'][number];

export async function spendXlsx(report: SpendReport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const groupSheet = (title: string, first: string, groups: readonly Group[]) => {
    const sheet = workbook.addWorksheet(title);
    sheet.columns = [{ width: 30 }, { width: 16 }, { width: 16 }, { width: 16 }];
    sheet.addRow([`采购分析 ${report.from} 至 ${report.to}`]).font = { bold: true };
    sheet.addRow([first, '采购金额', '退款金额', '净采购额']).font = { bold: true };
    for (const g of groups) money(sheet.addRow([g.name, amount(g.purchase_fen), amount(g.refund_fen), amount(g.net_fen)]), [2, 3, 4]);
    money(sheet.addRow(['合计', amount(report.purchase_fen), amount(report.refund_fen), amount(report.net_fen)]), [2, 3, 4]).font = {
      bold: true,
    };
  };
  groupSheet(SPEND_DIMENSION_NAMES.month, '月份', report.by_month);
  groupSheet(SPEND_DIMENSION_NAMES.unit, '部门', report.by_unit);
  groupSheet(SPEND_DIMENSION_NAMES.costCenter, '成本中心', report.by_cost_center);
  groupSheet(SPEND_DIMENSION_NAMES.category, '商品分类', report.by_category);
  groupSheet(SPEND_DIMENSION_NAMES.merchant, '店铺', report.by_merchant);
  groupSheet(SPEND_DIMENSION_NAMES.member, '下单成员', report.by_member);
  const top = workbook.addWorksheet('商品排行');
  top.columns = [{ width: 40 }, { width: 16 }];
  top.addRow(['商品', '净采购额']).font = { bold: true };
  for (const p of report.top_products) money(top.addRow([p.name, amount(p.net_fen)]), [2]);
  const budgets = workbook.addWorksheet('预算执行');
  budgets.columns = [{ width: 40 }, { width: 16 }, { width: 16 }, { width: 16 }];
  budgets.addRow(['预算', '预算金额', '已使用', '剩余']).font = { bold: true };
  for (const b of report.budgets)
    money(budgets.addRow([b.name, amount(b.amount_fen), amount(b.used_fen), amount(b.remaining_fen)]), [2, 3, 4]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function money(row: ExcelJS.Row, cells: readonly number[]): ExcelJS.Row {
  for (const cell of cells) row.getCell(cell).numFmt = MONEY_FORMAT;
  return row;
}
