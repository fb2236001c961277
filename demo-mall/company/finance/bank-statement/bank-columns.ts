// The columns of a bank's corporate statement export, found by their header names (docs/company-api.md §3.6): one
// table of the names 工商银行, 建设银行, 农业银行, 中国银行, 招商银行, 交通银行 and others give each column, the best
// (earliest) name winning when a file has two. 交易类型 is 中国银行's 来账/往账; where a 贷方 column exists it is unused. The header row is looked for in the first rows, under any block
// of account details the bank prints above the table. A file without 日期, a credit amount and a 摘要/附言 column is
// not understood, and the message names what is missing rather than importing nothing silently.

export const SUPPORTED_BANKS = '工商银行、建设银行、农业银行、中国银行、招商银行、交通银行';

type Role = 'date' | 'credit' | 'debit' | 'amount' | 'direction' | 'payerName' | 'payerAccount' | 'note' | 'serial';

/**
 * Header names per role, after headerName(): best first. Notes are every matching column, in file order. 借方
 * columns are named only so that a file showing them counts as nearly understood when its 贷方 is missing.
 */
const HEADERS: Readonly<Record<Role, readonly string[]>> = {
  date: ['交易日期', '记账日期', '入账日期', '交易日', '发生日期', '日期', '交易时间', '记账时间'],
  credit: ['贷方金额', '贷方发生额', '贷方发生金额', '收入金额', '收入发生额', '存入金额', '转入金额', '来账金额', '贷方', '收入'],
  debit: ['借方金额', '借方发生额', '借方发生金额', '支出金额', '支出发生额', '取出金额', '转出金额', '往账金额', '借方', '支出'],
  amount: ['交易金额', '发生额', '交易发生额', '金额'],
  direction: [
    '借贷标志',
    '借贷标识',
    '借贷方向',
    '借贷标记',
    '借/贷',
    '借贷',
    '收支标志',
    '收/支',
    '收支方向',
    '资金方向',
    '来往账标识',
    '交易类型',
  ],
  payerName: [
    '对方户名',
    '对方账户名称',
    '对方账户名',
    '对方单位名称',
    '对方单位',
    '对方名称',
    '收/付方名称',
    '付款人名称',
    '付款方名称',
    '付款人户名',
    '付款户名',
    '对手方户名',
  ],
  payerAccount: ['对方账号', '对方账户', '对方卡号/账号', '收/付方账号', '付款人账号', '付款方账号', '付款账号', '对手方账号'],
  note: [
    '附言',
    '交易附言',
    '汇款附言',
    '用途',
    '交易用途',
    '摘要',
    '交易摘要',
    '业务摘要',
    '扩展摘要',
    '其它摘要',
    '备注',
    '交易备注',
    '交易说明',
    '个性化信息',
  ],
  serial: ['交易流水号', '流水号', '银行流水号', '账户明细编号-交易流水号', '核心流水号', '业务流水号', '凭证号', '凭证号码', '记录标识号'],
};

const ROLE_NAMES: Readonly<Record<'date' | 'credit' | 'note', string>> = {
  date: '“交易日期”（或“记账日期”）',
  credit: '“贷方金额”（或“收入金额”，或“交易金额”与“借贷标志”）',
  note: '“摘要”“用途”或“附言”',
};

/** how far down the header row may be: banks print a dozen lines of account details at most */
export const HEADER_SEARCH_ROWS = 30;

export interface Columns {
  date: number;
  /** the 贷方 column, or the amount column read with the direction column */
  credit: { column: number } | { amount: number; direction: number };
  payerName?: number;
  payerAccount?: number;
  notes: number[];
  serial?: number;
}

/** no header name is longer; a longer cell is data, and is not scanned */
const HEADER_MAX_CHARS = 64;

/** '贷方发生额（收入）' and '交易日期[ Transaction Date ]' → '贷方发生额', '交易日期': the words a table would share. */
export function headerName(text: string): string {
  if (text.length > HEADER_MAX_CHARS) return '';
  return text
    .normalize('NFKC')
    .replace(/\[[^\]]*\]|\([^)]*\)|【[^】]*】/g, '')
    .replace(/[\s*:：]/g, '')
    .replace(/\/?元$/, '')
    .replaceAll('帐', '账')
    .toLowerCase();
}

type Found = Partial<Record<Exclude<Role, 'note'>, number>> & { notes: number[] };

function rolesOf(texts: readonly string[]): Found {
  const best = new Map<Role, { column: number; rank: number }>();
  const notes: number[] = [];
  texts.forEach((text, column) => {
    const name = headerName(text);
    if (name === '') return;
    for (const [role, names] of Object.entries(HEADERS) as [Role, readonly string[]][]) {
      const rank = names.indexOf(name);
      if (rank < 0) continue;
      if (role === 'note') notes.push(column);
      else if (rank < (best.get(role)?.rank ?? Number.POSITIVE_INFINITY)) best.set(role, { column, rank });
    }
  });
  const found: Found = { notes };
  for (const [role, { column }] of best) if (role !== 'note') found[role] = column;
  return found;
}

function columnsOf(found: Found): Columns | string[] {
  const credit =
    found.credit !== undefined
      ? { column: found.credit }
      : found.amount !== undefined && found.direction !== undefined
        ? { amount: found.amount, direction: found.direction }
        : undefined;
  const missing = [
    found.date === undefined ? ROLE_NAMES.date : '',
    credit === undefined ? ROLE_NAMES.credit : '',
    found.notes.length === 0 ? ROLE_NAMES.note : '',
  ].filter(Boolean);
  if (missing.length > 0 || found.date === undefined || credit === undefined) return missing;
  const { date, payerName, payerAccount, serial, notes } = found;
  return { date, credit, payerName, payerAccount, notes, serial };
}

const known = (found: Found) => Object.keys(found).length - 1 + found.notes.length;

type HeaderSearch = { ok: true; headerLine: number; columns: Columns } | { ok: false; message: string };

const notUnderstood = (what: string) =>
  `未能识别银行流水的列：${what}，未导入任何流水。请上传${SUPPORTED_BANKS}等企业网银导出的交易明细（.xlsx 或 .csv，保留表头行）`;

/** The first of the first rows that names the columns a statement needs, or what the best candidate lacks. */
export function findHeader(rows: readonly { line: number; texts: string[] }[]): HeaderSearch {
  let closest: { found: Found; missing: string[] } | undefined;
  for (const { line, texts } of rows.slice(0, HEADER_SEARCH_ROWS)) {
    const found = rolesOf(texts);
    const columns = columnsOf(found);
    if (!Array.isArray(columns)) return { ok: true, headerLine: line, columns };
    if (known(found) >= 2 && known(found) > (closest ? known(closest.found) : 0)) closest = { found, missing: columns };
  }
  return {
    ok: false,
    message: notUnderstood(closest ? `缺少${closest.missing.join('、')}列` : '找不到表头行（应有“交易日期”“贷方金额”“摘要”等列）'),
  };
}
