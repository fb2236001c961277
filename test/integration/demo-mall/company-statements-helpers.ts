// A demo mall on a fixed clock for the statement tests, tokens that the real clock accepts, and a month of company
// activity written through ledger.move from a seeded generator: remittances (repaying used credit first),
// balance and credit payments, refunds back to the balance or to the credit.
import type { FastifyInstance } from 'fastify';
import { createDemoMall, type DemoMallContext } from '../../../demo-mall/app.ts';
import type { LedgerKind, LinkType, Movement } from '../../../demo-mall/company/company-ledger.ts';
import { formatDateTime } from '../../../demo-mall/core/envelope.ts';
import { createRng } from '../../../demo-mall/core/prng.ts';
import type { Body } from './accounts-helpers.ts';

export const COMPANY = 2;
export const OWNER_UID = 3;

export interface StatementsMall {
  app: FastifyInstance;
  context: DemoMallContext;
  setTime(local: string): void;
  token(uid: number): string;
  get(url: string, token: string): Promise<Body>;
  post(url: string, payload: object, token: string): Promise<Body>;
  move(movement: Omit<Movement, 'companyId'> & { companyId?: number }): void;
  close(): Promise<void>;
}

/** November's first movement in the statement tests: 123.45 yuan paid from the balance for order wx1103. */
export const BALANCE_PAY_3_NOV = {
  kind: 'balance_pay',
  balanceFen: -12_345,
  creditFen: 0,
  time: '2026-11-03 10:00:00',
  linkType: 'order',
  linkId: 7,
  linkNo: 'wx1103',
} as const satisfies Omit<Movement, 'companyId'>;

/** 'Y-m-d H:i:s' local → ms */
export function localMs(time: string): number {
  const [date = '', clock = '00:00:00'] = time.split(' ');
  const [y, m, d] = date.split('-').map(Number);
  const [h, i, s] = clock.split(':').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, h ?? 0, i ?? 0, s ?? 0).getTime();
}

/** A mall whose clock starts at `start` (the seed's opening rows are written then). */
export async function buildStatementsMall(start: string): Promise<StatementsMall> {
  let now = localMs(start);
  const { app, context } = createDemoMall({ testHooks: true, printSms: false, clock: () => now });
  await app.ready();
  const call = async (method: 'GET' | 'POST', url: string, token: string, payload?: object): Promise<Body> => {
    const response = await app.inject({ method, url, payload, headers: { 'x-token': token } });
    if (response.statusCode !== 200) throw new Error(`${method} ${url} answered HTTP ${response.statusCode}`);
    return response.json() as Body;
  };
  return {
    app,
    context,
    setTime(local) {
      now = localMs(local);
    },
    // issued on the real clock: the token's 7-day life is checked against it, while the mall's clock stays in 2026-11
    token: (uid) => context.signer.issue(uid, 'user').token,
    get: (url, token) => call('GET', url, token),
    post: (url, payload, token) => call('POST', url, token, payload),
    move(movement) {
      const moved = context.company.ledger.move({ companyId: COMPANY, ...movement });
      if (!moved.ok) throw new Error(`ledger refused ${movement.kind}: ${moved.reason}`);
    },
    close: () => app.close(),
  };
}

/** Adds a member to company 2 directly in the database (the invite API is another part's). */
export function addMember(mall: StatementsMall, uid: number, role: string): void {
  mall.context.db
    .prepare('INSERT INTO company_members (company_id, uid, role, status, join_time) VALUES (?, ?, ?, 1, ?)')
    .run(COMPANY, uid, role, '2026-10-01 00:00:00');
}

/**
 * `count` movements of company 2 spread in time order over [from, to) ('Y-m-d H:i:s'), each one the ledger
 * accepts given the account at that moment. Answers the kinds it wrote.
 */
export function generateActivity(mall: StatementsMall, seed: number, count: number, from: string, to: string): LedgerKind[] {
  const rng = createRng(seed);
  const start = localMs(from);
  const span = localMs(to) - start;
  const times = Array.from({ length: count }, () => start + Math.floor(rng.next() * span)).sort((a, b) => a - b);
  const written: LedgerKind[] = [];
  times.forEach((ms, index) => {
    const account = mall.context.company.ledger.account(COMPANY);
    if (!account) throw new Error('company 2 missing');
    const time = formatDateTime(new Date(ms));
    const amount = rng.int(1, 300_000); // up to 3000.00
    const available = account.credit_limit_fen - account.credit_used_fen;
    const link = (linkType: LinkType, prefix: string) => ({ linkType, linkId: 1000 + index, linkNo: `${prefix}${seed}${index}` });
    const choices: Array<() => Omit<Movement, 'companyId'>> = [
      () => {
        const repay = Math.min(account.credit_used_fen, amount);
        return { kind: 'remittance', balanceFen: amount - repay, creditFen: -repay, time, ...link('remittance', 'HK') };
      },
    ];
    if (account.now_money_fen >= amount)
      choices.push(() => ({ kind: 'balance_pay', balanceFen: -amount, creditFen: 0, time, ...link('order', 'wx') }));
    if (available >= amount) choices.push(() => ({ kind: 'credit_pay', balanceFen: 0, creditFen: amount, time, ...link('order', 'wx') }));
    choices.push(() => ({ kind: 'refund', balanceFen: Math.min(amount, 50_000), creditFen: 0, time, ...link('refund', 'rf') }));
    if (account.credit_used_fen > 0) {
      const back = Math.min(account.credit_used_fen, amount);
      choices.push(() => ({ kind: 'refund', balanceFen: 0, creditFen: -back, time, ...link('refund', 'rf') }));
    }
    const movement = rng.pick(choices)();
    mall.move(movement);
    written.push(movement.kind);
  });
  return written;
}
