// Server-side reads of the user centre's own sections (docs/screens.md a.11): the profile, the balance with one
// page of bills, the points with one page of the ledger. A lost login goes to the login page.
import type { PageContextServer } from 'vike/types';
import { isMallReadError } from '#shared/api/mall-reader.ts';
import { money } from '#shared/money.ts';
import { pursePath, purseEntity } from '../order/purse.ts';
import { readAccountPage } from '../order/read-account.server.ts';
import { type RawUser, toProfileView, type ProfileView } from './profile-view.ts';
import { type BalanceTab, LEDGER_PAGE_SIZE, toLedgerPage } from './ledger-view.ts';
import { type BalanceView, type IntegralView, POINTS_OFF_MESSAGE } from './purse-view.ts';

export async function loadProfile(pageContext: PageContextServer): Promise<ProfileView> {
  return toProfileView(await readAccountPage(pageContext, () => pageContext.mall.get<RawUser>('/api/user')));
}

export async function loadBalance(pageContext: PageContextServer, tab: BalanceTab, page: number): Promise<BalanceView> {
  return readAccountPage(pageContext, async () => {
    // the purchasing entity's purse, as its bills are (under 企业 the company account's, docs/mall-api.md §5.1)
    const [user, bills] = await Promise.all([
      pageContext.mall.get<RawUser>(pursePath(purseEntity(pageContext.layout.session))),
      pageContext.mall.get<{ count?: unknown; list?: unknown }>('/api/user/bill', { type: tab, page, limit: LEDGER_PAGE_SIZE }),
    ]);
    return {
      nowMoney: money(user.now_money),
      totalRecharge: money(user.total_recharge),
      totalConsume: money(user.total_consume),
      bills: toLedgerPage(bills, 'money'),
    };
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

interface RawIntegralInfo {
  integral?: unknown;
  lockIntegral?: unknown;
  deductionIntegral?: unknown;
  totalGainIntegral?: unknown;
  clear?: { nextClearDay?: unknown; status?: unknown; nextClearIntegral?: unknown };
}

/** The mall's refusal when points are off: HTTP 200 `{status: 400, message: '积分功能未开启'}`. */
function pointsOff(error: unknown): boolean {
  return isMallReadError(error) && error.status === 400 && error.message === POINTS_OFF_MESSAGE;
}

/** The points summary and one page of the ledger, or null when the mall has points off (logged as a warning). */
export async function loadIntegral(pageContext: PageContextServer, page: number): Promise<IntegralView | null> {
  return readAccountPage(pageContext, async () => {
    let info: RawIntegralInfo;
    try {
      info = await pageContext.mall.get<RawIntegralInfo>('/api/user/integral/info');
    } catch (error) {
      if (!pointsOff(error)) throw error;
      pageContext.mall.warn('points are off at the mall: /user/integral shows its notice', { path: '/api/user/integral/info' });
      return null;
    }
    const ledger = await pageContext.mall.get<{ count?: unknown; list?: unknown }>('/api/user/integral/lst', {
      page,
      limit: LEDGER_PAGE_SIZE,
    });
    return {
      integral: Number(info.integral) || 0,
      totalGain: Number(info.totalGainIntegral) || 0,
      deduction: Number(info.deductionIntegral) || 0,
      locked: Number(info.lockIntegral) || 0,
      clearDay: info.clear?.status ? text(info.clear.nextClearDay) : '',
      clearPoints: Number(info.clear?.nextClearIntegral) || 0,
      ledger: toLedgerPage(ledger, 'points'),
    };
  });
}
