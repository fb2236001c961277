// /user/balance 我的余额 (docs/screens.md a.11): 总资产(元), 累计充值(元), 累计消费(元), and the tabs 账单明细 /
// 收入明细 / 支出明细 with 10 bills a page. No top-up on PC.
import { TabLinks } from '../browse/TabLinks.tsx';
import { BALANCE_TABS, type BalanceTab, balanceHref } from './ledger-view.ts';
import { Figures } from './Figures.tsx';
import { LedgerTable } from './LedgerTable.tsx';
import type { BalanceView } from './purse-view.ts';
import '../browse/browse.css';
import './user-centre.css';

export function BalanceScreen({ tab, page, balance }: { tab: BalanceTab; page: number; balance: BalanceView }) {
  const figures = [
    { label: '总资产(元)', value: balance.nowMoney },
    { label: '累计充值(元)', value: balance.totalRecharge },
    { label: '累计消费(元)', value: balance.totalConsume },
  ];
  return (
    <div className="uc-balance">
      <Figures figures={figures} />
      <TabLinks label="账单类型" tabs={BALANCE_TABS.map((entry) => ({ ...entry, href: balanceHref(entry.key) }))} active={tab} />
      <LedgerTable
        ledger={balance.bills}
        page={page}
        amountLabel="金额(元)"
        emptyText="暂无账单明细"
        hrefFor={(n) => balanceHref(tab, n)}
      />
    </div>
  );
}
