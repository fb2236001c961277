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

/** 积分功能未开启: the mall has points off (integral_status), so the page says so instead of its figures. */
export const POINTS_OFF_MESSAGE = '积分功能未开启';
