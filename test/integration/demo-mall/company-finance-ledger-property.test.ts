// The ledger invariant under any sequence of company movements (docs/company-api.md §3.2): payments from the
// balance and on credit, refunds to either, and remittances (credit repaid first). After every step the account
// equals the last row, each row's net position is the previous one plus its amount, the balance never goes
// below zero and the used credit stays within the credit line; a refused movement leaves no row.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { netAfter } from '../../../demo-mall/company/company-ledger.ts';
import { createCompanyPayments } from '../../../demo-mall/company/finance/company-payments.ts';
import { createRemittanceStore } from '../../../demo-mall/company/finance/remittance-store.ts';
import { account, COMPANY, ledgerRows, setAccount } from './company-finance-helpers.ts';
import { tradeMallPerBlock } from '../../helpers/mall/malls.ts';

const mall = tradeMallPerBlock();

const TIME = '2026-11-24 10:00:00';

type Step =
  | { kind: 'balance_pay' | 'credit_pay'; fen: number }
  | { kind: 'refund'; channel: 'balance' | 'credit'; fen: number }
  | { kind: 'remittance'; fen: number };

const fen = fc.integer({ min: 1, max: 300_000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constantFrom('balance_pay' as const, 'credit_pay' as const), fen }),
  fc.record({ kind: fc.constant('refund' as const), channel: fc.constantFrom('balance' as const, 'credit' as const), fen }),
  fc.record({ kind: fc.constant('remittance' as const), fen }),
);

describe('the company ledger under any sequence of movements', () => {
  it('always explains the account', () => {
    const payments = createCompanyPayments(mall.context.db, mall.context.company.ledger);
    const remittances = createRemittanceStore(mall.context.db, mall.context.company.ledger);
    let serial = 0;
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 25 }), (steps) => {
        setAccount(mall, { balance: 100_000, used: 0, limit: 500_000 });
        for (const one of steps) {
          const rowsBefore = ledgerRows(mall).length;
          const before = account(mall);
          serial += 1;
          if (one.kind === 'balance_pay' || one.kind === 'credit_pay') {
            const short = mall.context.db.transaction(() =>
              payments.pay(COMPANY, one.kind, [{ orderId: serial, orderSn: `wx${serial}`, payFen: one.fen }], 3, TIME),
            )();
            const expectedShort =
              one.kind === 'balance_pay' ? before.now_money_fen < one.fen : before.credit_used_fen + one.fen > before.credit_limit_fen;
            expect(short !== null).toBe(expectedShort);
          } else if (one.kind === 'refund') {
            payments.refund(COMPANY, one.channel, { refundId: serial, refundSn: `rf${serial}`, amountFen: one.fen, memberUid: null }, TIME);
            const after = account(mall);
            expect(after.now_money_fen - after.credit_used_fen).toBe(before.now_money_fen - before.credit_used_fen + one.fen);
          } else {
            const created = remittances.create({
              companyId: COMPANY,
              remittanceNo: remittances.freshNo(TIME),
              amountFen: one.fen,
              payerName: '恒泰',
              payerBank: '工行',
              transferDate: '2026-11-24',
              vouchers: ['/v.png'],
              mark: '',
              memberUid: 3,
              time: TIME,
            });
            if (created === 'taken') throw new Error('a fresh 汇款单号 was taken');
            remittances.confirm(created.row.remittance_id, TIME);
            const after = account(mall);
            expect(after.credit_used_fen).toBe(Math.max(0, before.credit_used_fen - one.fen));
            expect(after.now_money_fen).toBe(before.now_money_fen + Math.max(0, one.fen - before.credit_used_fen));
          }
          const rows = ledgerRows(mall);
          const after = account(mall);
          expect(after.now_money_fen).toBeGreaterThanOrEqual(0);
          expect(after.credit_used_fen).toBeGreaterThanOrEqual(0);
          expect(after.credit_used_fen).toBeLessThanOrEqual(after.credit_limit_fen);
          if (rows.length === rowsBefore) {
            expect(after).toEqual(before);
            continue;
          }
          expect(rows).toHaveLength(rowsBefore + 1);
          const [previous, last] = [rows.at(-2), rows.at(-1)];
          if (!last) throw new Error('no row');
          expect(last.balance_after_fen).toBe(after.now_money_fen);
          expect(last.credit_used_after_fen).toBe(after.credit_used_fen);
          // the test's setAccount moves the account outside the ledger, so compare against the account before
          expect(netAfter(last)).toBe(before.now_money_fen - before.credit_used_fen + last.amount_fen);
          if (
            previous &&
            previous.balance_after_fen === before.now_money_fen &&
            previous.credit_used_after_fen === before.credit_used_fen
          ) {
            expect(netAfter(last)).toBe(netAfter(previous) + last.amount_fen);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
