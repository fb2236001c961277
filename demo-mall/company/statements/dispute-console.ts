// Demo-only platform console for statement disputes (docs/company-api.md §4.1; a door of its own in
// shared/demo-doors/door-table.ts, so it is shut in production like the other consoles). The platform answers a
// disputed line once: a note (已说明), or a note and an adjustment in yuan that moves the company balance (已调整).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatFen, toFen } from '#shared/money.ts';
import { STATEMENT_KIND_NAMES } from '#shared/company/statement-rules.ts';
import { formatDateTime } from '../../core/envelope.ts';
import { decimalOf, integerOf, isAbsent, textOf } from '../../core/param-readers.ts';
import { readParams } from '../../core/params.ts';
import { DISPUTE_CONSOLE_PATH, disputeConsolePage } from './dispute-console-page.ts';
import type { LineDisputes } from './line-dispute-store.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { CompanyLedger } from '../company-ledger.ts';
import type { Clock } from '../../core/clock.ts';

const CONSOLE_ROWS = 50;
const ANSWER_MAX = 200;
/** an adjustment corrects a line; a million yuan is beyond any correction a console should make in one step */
const ADJUST_MAX_FEN = 100_000_000;
const TWO_DECIMALS = /^-?\d+(?:\.\d{1,2})?$/;

type Notice = { ok: boolean; text: string };

/** What the platform's dispute console uses of the mall. */
export interface DisputeConsoleDeps {
  db: DemoMallDatabase;
  ledger: CompanyLedger;
  now: Clock;
}

/** The adjustment in fen (0 when left empty), or the message for a value that is not an amount. */
export function adjustmentFen(value: unknown): number | string {
  if (isAbsent(value) || textOf(value) === '') return 0;
  const text = textOf(value);
  if (Number.isNaN(decimalOf(text)) || !TWO_DECIMALS.test(text)) return '调整金额格式不正确，最多两位小数';
  const fen = toFen(text);
  return Math.abs(fen) > ADJUST_MAX_FEN ? '调整金额不能超过 1000000.00 元' : fen;
}

export function registerDisputeConsole(app: FastifyInstance, options: DisputeConsoleDeps, disputes: LineDisputes): void {
  const { db, ledger, now } = options;
  const time = () => formatDateTime(new Date(now()));
  const ledgerRow = db.prepare('SELECT kind, link_no, amount_fen FROM company_ledger WHERE ledger_id = ?');

  const lineText = (ledgerId: number) => {
    const row = ledgerRow.get(ledgerId) as { kind: keyof typeof STATEMENT_KIND_NAMES; link_no: string; amount_fen: number } | undefined;
    if (!row) return `流水 ${ledgerId}`;
    const sign = row.amount_fen < 0 ? '-' : '';
    return `${STATEMENT_KIND_NAMES[row.kind] ?? row.kind} ${row.link_no} ${sign}¥${formatFen(Math.abs(row.amount_fen))}`;
  };

  function render(reply: FastifyReply, notice?: Notice) {
    const rows = disputes
      .recent(CONSOLE_ROWS)
      .map((row) => ({ row, companyName: ledger.account(row.company_id)?.name ?? '', line: lineText(row.ledger_id) }));
    return reply
      .code(notice && !notice.ok ? 400 : 200)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(disputeConsolePage(rows, notice ? { text: notice.text, warn: !notice.ok } : undefined));
  }

  app.get(DISPUTE_CONSOLE_PATH, async (_request, reply) => render(reply));

  app.post(`${DISPUTE_CONSOLE_PATH}/answer`, async (request, reply) => {
    const params = readParams(request);
    const id = integerOf(params.dispute_id);
    const note = textOf(params.answer);
    if (!Number.isInteger(id) || id <= 0) return render(reply, { ok: false, text: '异议不存在' });
    if (note === '') return render(reply, { ok: false, text: '请填写答复说明' });
    if ([...note].length > ANSWER_MAX) return render(reply, { ok: false, text: `答复说明长度不能超过 ${ANSWER_MAX}` });
    const adjustFen = adjustmentFen(params.adjust);
    if (typeof adjustFen === 'string') return render(reply, { ok: false, text: adjustFen });
    const result = disputes.answer(id, { note, adjustFen, time: time() });
    if (result.ok) {
      const done = result.row.adjust_fen !== 0 ? `已调整 ¥${formatFen(result.row.adjust_fen)}` : '已答复';
      return render(reply, { ok: true, text: `异议 #${id} ${done}` });
    }
    const refusals = {
      missing: '异议不存在',
      answered: `异议 #${id} 已处理，未重复操作`,
      balance: '企业余额不足，无法扣回该金额',
      company: '企业不存在',
    } as const;
    return render(reply, { ok: false, text: refusals[result.reason] });
  });
}
