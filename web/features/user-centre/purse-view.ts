// What 我的余额 and 我的积分 show (docs/screens.md a.11), read on the server by user-centre.server.ts.
import type { LedgerPage } from './ledger-view.ts';

export interface BalanceView {
  /** yuan with two decimals */
  nowMoney: string;
  totalRecharge: string;
  totalConsume: string;
  bills: LedgerPage;
}

export interface IntegralView {
  integral: number;
  totalGain: number;
  deduction: number;
  locked: number;
  clearDay: string;
  clearPoints: number;
  ledger: LedgerPage;
}
