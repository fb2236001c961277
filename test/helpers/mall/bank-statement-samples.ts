// Bank statements laid out as six banks' corporate 网银 exports write them (docs/company-api.md §3.6): the block of
// account details above the table, each bank's own column names and order, separate 借方/贷方 columns or one
// amount with a direction, serials where the bank gives one, debit lines and a 合计 row. Each sample carries one
// transfer whose 附言 holds `code`, one without a code, and one outgoing line; written as .csv (UTF-8 or GBK, as
// the bank writes it) or .xlsx.
import ExcelJS from 'exceljs';

export interface Transfer {
  date: string;
  /** yuan, as the bank prints it */
  amount: string;
  payerName: string;
  payerAccount: string;
  note: string;
  serial: string;
}

export interface BankSample {
  bank: string;
  filename: string;
  /** the transfers the file carries in, in order (the debit line is not one) */
  credits: Transfer[];
  /** whether the bank prints a serial the import keys on */
  serial: boolean;
  data: Buffer;
}

const GBK_TABLE = (() => {
  const table = new Map<string, number[]>();
  const decoder = new TextDecoder('gbk', { fatal: true });
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      try {
        const char = decoder.decode(new Uint8Array([lead, trail]));
        if (!table.has(char)) table.set(char, [lead, trail]);
      } catch {
        // not a GBK character
      }
    }
  }
  return table;
})();

/** Text as Excel on Chinese Windows saves a .csv (GBK); Node has a GBK decoder but no encoder. */
export function gbk(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x80) bytes.push(code);
    else bytes.push(...(GBK_TABLE.get(char) ?? [0x3f]));
  }
  return Buffer.from(bytes);
}

const quoted = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
export const csvText = (rows: readonly (readonly string[])[]) => rows.map((row) => row.map(quoted).join(',')).join('\r\n');

/**
 * A sheet of the rows. Cells of `numberColumns` that look like numbers are written as numbers the way a spreadsheet
 * program keeps what it reads from a .csv: 15 significant digits, so a 19-digit account comes back rounded.
 */
export async function xlsxOf(rows: readonly (readonly string[])[], numberColumns: readonly number[] = []): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('明细');
  for (const row of rows) {
    sheet.addRow(
      row.map((cell, index) => (numberColumns.includes(index) && /^\d+(\.\d+)?$/.test(cell) ? Number(Number(cell).toPrecision(15)) : cell)),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const PLATFORM_ACCOUNT = '1001234509876543210';

/** The two incoming transfers each sample carries: one paying `amount` with `code` in the 附言, one without a code. */
export function transfersOf(code: string, amount: string, date: string, serials: [string, string]): Transfer[] {
  return [
    { date, amount, payerName: '苏州恒泰精密机械有限公司', payerAccount: '6222021001001234567', note: `货款 ${code}`, serial: serials[0] },
    { date, amount: '300.00', payerName: '某某贸易有限公司', payerAccount: '6228480000000000', note: '十一月货款', serial: serials[1] },
  ];
}

const compact = (date: string) => date.replaceAll('-', '');

/** 工商银行: .csv in GBK; 凭证号 first, 交易时间 with the time, 借/贷 and two amount columns, a 合计 row. */
function icbc(credits: Transfer[]): string[][] {
  const [a, b] = credits as [Transfer, Transfer];
  const row = (t: Transfer): string[] => [
    t.serial,
    PLATFORM_ACCOUNT,
    t.payerAccount,
    `${t.date} 10:12:30`,
    '贷',
    '',
    t.amount,
    '102305000012',
    '汇入',
    t.note,
    t.payerName,
    '',
    '',
  ];
  return [
    ['明细查询结果'],
    [`账号：${PLATFORM_ACCOUNT}`, '户名：上海云采供应链管理有限公司', '币种：人民币'],
    [`起止日期：${a.date} 至 ${a.date}`],
    [
      '凭证号',
      '本方账号',
      '对方账号',
      '交易时间',
      '借/贷',
      '借方发生额',
      '贷方发生额',
      '对方行号',
      '摘要',
      '用途',
      '对方单位名称',
      '余额',
      '个性化信息',
    ],
    row(a),
    [
      '0009001',
      PLATFORM_ACCOUNT,
      '3100123456789',
      `${a.date} 11:00:00`,
      '借',
      '2,000.00',
      '',
      '',
      '转账',
      '服务器租金',
      '上海数据中心有限公司',
      '',
      '',
    ],
    row(b),
    ['合计', '', '', '', '', '2,000.00', '1,800.00', '', '', '', '', '', ''],
  ];
}

/** 建设银行: .xlsx; 交易时间 and 记账日期, amounts named 借方发生额（支取）/贷方发生额（收入）, 账户明细编号-交易流水号. */
function ccb(credits: Transfer[]): string[][] {
  const [a, b] = credits as [Transfer, Transfer];
  const header = [
    '交易时间',
    '借方发生额（支取）',
    '贷方发生额（收入）',
    '余额',
    '币种',
    '对方户名',
    '对方账号',
    '对方开户机构',
    '记账日期',
    '摘要',
    '备注',
    '账户明细编号-交易流水号',
    '企业流水号',
    '凭证种类',
    '凭证号',
  ];
  const row = (t: Transfer): string[] => [
    `${compact(t.date)} 10:12:30`,
    '',
    t.amount,
    '',
    '人民币',
    t.payerName,
    t.payerAccount,
    '中国工商银行苏州分行',
    compact(t.date),
    '转账存入',
    t.note,
    t.serial,
    '',
    '',
    '',
  ];
  return [
    ['中国建设银行单位账户交易明细'],
    [`账号：${PLATFORM_ACCOUNT}`, '', '账户名称：上海云采供应链管理有限公司'],
    [],
    header,
    row(a),
    [
      `${compact(a.date)} 11:00:00`,
      '2000.00',
      '',
      '',
      '人民币',
      '上海数据中心有限公司',
      '3100123456789',
      '',
      compact(a.date),
      '转账支取',
      '服务器租金',
      '31050161360000000001-0003',
      '',
      '',
      '',
    ],
    row(b),
  ];
}

/** 农业银行: .csv in UTF-8; 收入金额/支出金额, dates as 20261126, 交易附言 — and no serial at all. */
function abc(credits: Transfer[]): string[][] {
  const [a, b] = credits as [Transfer, Transfer];
  const row = (t: Transfer): string[] => [
    compact(t.date),
    '101230',
    t.amount,
    '',
    '',
    '0.00',
    '转账',
    '',
    '汇入',
    '江苏省',
    t.payerAccount,
    t.payerName,
    '',
    '汇兑来账',
    t.note,
  ];
  return [
    ['账户明细查询'],
    [`账号：${PLATFORM_ACCOUNT}`, '户名：上海云采供应链管理有限公司'],
    [
      '交易日期',
      '交易时间',
      '收入金额',
      '支出金额',
      '本次余额',
      '手续费总额',
      '交易方式',
      '交易行名',
      '交易类别',
      '对方省市',
      '对方账号',
      '对方户名',
      '交易说明',
      '交易摘要',
      '交易附言',
    ],
    row(a),
    [
      compact(a.date),
      '110000',
      '',
      '2000.00',
      '',
      '0.00',
      '转账',
      '',
      '汇出',
      '上海市',
      '3100123456789',
      '上海数据中心有限公司',
      '',
      '汇兑往账',
      '服务器租金',
    ],
    row(b),
  ];
}

/** 中国银行: .xlsx; bilingual headers, 付款人/收款人 columns, one 交易金额 signed, 交易类型 来账/往账, 交易流水号. */
function boc(credits: Transfer[]): string[][] {
  const [a, b] = credits as [Transfer, Transfer];
  const header = [
    '交易类型[ Transaction Type ]',
    '付款人账号[ Debit Account No. ]',
    "付款人名称[ Payer's Name ]",
    "收款人账号[ Payee's Account Number ]",
    "收款人名称[ Payee's Name ]",
    '交易日期[ Transaction Date ]',
    '交易时间[ Transaction time ]',
    '交易货币[ Trade Currency ]',
    '交易金额[ Trade Amount ]',
    '交易后余额[ After-transaction balance ]',
    '交易流水号[ Transaction reference number ]',
    '摘要[ Reference ]',
    '用途[ Purpose ]',
    '交易附言[ Remark ]',
  ];
  const row = (t: Transfer): string[] => [
    '来账',
    t.payerAccount,
    t.payerName,
    PLATFORM_ACCOUNT,
    '上海云采供应链管理有限公司',
    compact(t.date),
    '10:12:30',
    '人民币',
    t.amount,
    '',
    t.serial,
    '',
    '',
    t.note,
  ];
  return [
    ['交易明细[ Transaction Details ]'],
    [`账号[ Account ]：${PLATFORM_ACCOUNT}`],
    header,
    row(a),
    [
      '往账',
      PLATFORM_ACCOUNT,
      '上海云采供应链管理有限公司',
      '3100123456789',
      '上海数据中心有限公司',
      compact(a.date),
      '11:00:00',
      '人民币',
      '-2000.00',
      '',
      'TRN2026112600099',
      '',
      '服务器租金',
      '',
    ],
    row(b),
  ];
}

/** 招商银行: .xlsx; 交易日 as 20261126, 借方金额/贷方金额, 流水号, 收/付方名称 and 收/付方帐号 among 30 columns. */
function cmb(credits: Transfer[]): string[][] {
  const [a, b] = credits as [Transfer, Transfer];
  const header = [
    '交易日',
    '交易时间',
    '起息日',
    '交易类型',
    '借方金额',
    '贷方金额',
    '余额',
    '摘要',
    '流水号',
    '流程实例号',
    '业务名称',
    '用途',
    '业务参考号',
    '业务摘要',
    '其它摘要',
    '收/付方分行名',
    '收/付方名称',
    '收/付方帐号',
    '收/付方开户行行号',
    '收/付方开户行名',
    '收/付方开户行地址',
    '母/子公司帐号分行名',
    '母/子公司帐号',
    '母/子公司名称',
    '信息标志',
    '有否附件信息',
    '冲账标志',
    '扩展摘要',
    '交易分析码',
    '票据号',
  ];
  const row = (t: Transfer): string[] => {
    const cells = header.map(() => '');
    Object.assign(cells, {
      0: compact(t.date),
      1: '10:12:30',
      2: compact(t.date),
      3: '汇入汇款',
      5: t.amount,
      7: '汇入汇款',
      8: t.serial,
      11: t.note,
      16: t.payerName,
      17: t.payerAccount,
    });
    return cells;
  };
  const debit = header.map(() => '');
  Object.assign(debit, {
    0: compact(a.date),
    3: '企业银行支付',
    4: '2000.00',
    7: '代发',
    8: 'K3711900000099',
    11: '服务器租金',
    16: '上海数据中心有限公司',
    17: '3100123456789',
  });
  return [
    [`账号: ${PLATFORM_ACCOUNT}`, '账户名称: 上海云采供应链管理有限公司', '币种: 人民币'],
    [`查询日期: ${compact(a.date)}-${compact(a.date)}`],
    [],
    header,
    row(a),
    debit,
    row(b),
  ];
}

/** 交通银行: .csv in GBK; one 发生额 with a 借贷标志, 对方户名, 摘要 and 附言, 流水号. */
function bocom(credits: Transfer[]): string[][] {
  const [a, b] = credits as [Transfer, Transfer];
  const row = (t: Transfer): string[] => [
    t.date,
    '10:12:30',
    '贷',
    t.amount,
    '',
    t.payerAccount,
    t.payerName,
    '中国工商银行苏州分行',
    '汇入',
    t.note,
    t.serial,
    '',
  ];
  return [
    ['交通银行对公账户交易明细'],
    [`账号:${PLATFORM_ACCOUNT}`, '户名:上海云采供应链管理有限公司'],
    ['交易日期', '交易时间', '借贷标志', '发生额', '余额', '对方账号', '对方户名', '对方开户行', '摘要', '附言', '流水号', '凭证号码'],
    row(a),
    [a.date, '11:00:00', '借', '2000.00', '', '3100123456789', '上海数据中心有限公司', '', '转账', '服务器租金', 'Z26112600099', ''],
    row(b),
  ];
}

/** The six samples, each paying `amounts[i]` with `code` (a different amount per bank, so each matches its own). */
export async function bankSamples(code: string, amounts: readonly string[], date: string): Promise<BankSample[]> {
  const of = (index: number, serials: [string, string]) => transfersOf(code, amounts[index] as string, date, serials);
  const icbcCredits = of(0, ['0008123', '0008124']);
  const ccbCredits = of(1, ['31050161360000000001-0001', '31050161360000000001-0002']);
  const abcCredits = of(2, ['', '']);
  const bocCredits = of(3, ['TRN2026112600017', 'TRN2026112600018']);
  const cmbCredits = of(4, ['K3711900000017', 'K3711900000018']);
  const bocomCredits = of(5, ['Z26112600017', 'Z26112600018']);
  return [
    { bank: '工商银行', filename: '工商银行明细.csv', credits: icbcCredits, serial: true, data: gbk(csvText(icbc(icbcCredits))) },
    { bank: '建设银行', filename: '建行账户明细.xlsx', credits: ccbCredits, serial: true, data: await xlsxOf(ccb(ccbCredits)) },
    {
      bank: '农业银行',
      filename: '农行明细.csv',
      credits: abcCredits,
      serial: false,
      data: Buffer.from(`\uFEFF${csvText(abc(abcCredits))}`),
    },
    { bank: '中国银行', filename: '中行交易明细.xlsx', credits: bocCredits, serial: true, data: await xlsxOf(boc(bocCredits)) },
    { bank: '招商银行', filename: '招行交易明细.xlsx', credits: cmbCredits, serial: true, data: await xlsxOf(cmb(cmbCredits)) },
    { bank: '交通银行', filename: '交行明细.csv', credits: bocomCredits, serial: true, data: gbk(csvText(bocom(bocomCredits))) },
  ];
}
