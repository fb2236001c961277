// What both exports show (docs/company-api.md §4): the two parties, the header block (company, period, the
// figures, state, export time), the table of lines and who confirmed it. One description, so the .xlsx and the .pdf
// cannot disagree.
import { formatFen } from '#shared/money.ts';
import { STATEMENT_KIND_NAMES, STATEMENT_NET_LABELS as NET } from '#shared/company/statement-rules.ts';
import type { OverdueEntry } from './statement-overdue.ts';
import type { StatementParties, StatementParty } from './statement-parties.ts';
import type { Statement } from './statement-service.ts';

export interface HeaderEntry {
  label: string;
  /** money entries carry fen, text entries a string */
  fen?: number;
  text?: string;
  /** the text is a mall time ('2026-11-30 18:00:00'): the .xlsx writes a date cell */
  time?: true;
}

export const LINE_COLUMNS = ['日期', '类型', '单据号', '金额(元)', `${NET.running}(元)`] as const;
/** After the balance, when a line of the month names a PO number or cost centre (docs/company-api.md §8.3). */
export const PURCHASE_REF_COLUMNS = ['采购单号', '成本中心'] as const;
/** The block of 账期 items overdue at the period end, under the lines (§4). */
export const OVERDUE_TITLE = '期末已逾期账期款项';
export const OVERDUE_COLUMNS = ['订单号', '到期日', '逾期未还(元)'] as const;
export const NO_OVERDUE_TEXT = '期末无已逾期的账期款项';

export interface ExportLine {
  time: string;
  kindName: string;
  linkNo: string;
  amountFen: number;
  balanceFen: number;
  /** the linked order's 采购单号 and 成本中心 */
  poNumber?: string;
  costCenterName?: string;
}

export interface StatementExport {
  title: string;
  /** the platform (甲方) and the company (乙方), for the letterhead and the seal block */
  parties: StatementParties;
  header: HeaderEntry[];
  lines: ExportLine[];
  /** 已确认 by whom and when, or what the state is, for the line above the seal block */
  confirmation: string;
  /** 账期 items overdue at the period end, oldest due first */
  overdue: OverdueEntry[];
}

/** A party's details as label and value rows, in the order both exports print them. */
export function partyRows(party: StatementParty): [string, string][] {
  return [
    ['名称', party.name],
    ['统一社会信用代码', party.creditCode || '未填写'],
    ['地址', party.address || '未填写'],
    ['联系电话', party.contact || '未填写'],
  ];
}

export function statementExport(
  statement: Statement,
  exportTime: string,
  parties: StatementParties,
  overdue: readonly OverdueEntry[] = [],
): StatementExport {
  const { figures } = statement;
  return {
    title: `对账单 ${statement.period}`,
    parties,
    overdue: [...overdue],
    confirmation: confirmationText(statement),
    header: [
      { label: '企业名称', text: statement.companyName },
      { label: '账期', text: statement.period },
      { label: NET.opening, fen: figures.openingFen },
      { label: '采购', fen: figures.purchaseFen },
      { label: '余额支付', fen: figures.balancePayFen },
      { label: '账期支付', fen: figures.creditPayFen },
      { label: '退款', fen: figures.refundFen },
      { label: '汇款到账', fen: figures.remittanceFen },
      { label: '其他', fen: figures.otherFen },
      { label: NET.closing, fen: figures.closingFen },
      { label: '说明', text: NET.note },
      { label: '状态', text: statement.statusName },
      { label: '导出时间', text: exportTime, time: true },
    ],
    lines: figures.lines.map((line) => ({
      time: line.time,
      kindName: STATEMENT_KIND_NAMES[line.kind] ?? line.kind,
      linkNo: line.linkNo,
      amountFen: line.amountFen,
      balanceFen: line.balanceFen,
      poNumber: line.poNumber ?? '',
      costCenterName: line.costCenterName ?? '',
    })),
  };
}

/** 1 已确认 and 2 有异议 (STATEMENT_STATUS_NAMES). */
function confirmationText(statement: Statement): string {
  if (statement.status === 1) {
    return `乙方已于 ${statement.confirmTime} 在线确认（确认人：${statement.confirmName}）`;
  }
  if (statement.status === 2) return `乙方有异议：${statement.disputeReason}`;
  return `状态：${statement.statusName}`;
}

/** Whether the table shows the PO number and cost centre columns: only months with company orders that have them. */
export function showsPurchaseRefs(content: StatementExport): boolean {
  return content.lines.some((line) => Boolean(line.poNumber || line.costCenterName));
}

/** A header entry as text: money with two decimals. */
export function headerValueText(entry: HeaderEntry): string {
  return entry.fen === undefined ? (entry.text ?? '') : formatFen(entry.fen);
}
