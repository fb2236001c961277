// /user/financial_management 财务管理 (docs/user-centre.md): the company account's five figures, the way to top it up
// (线下汇款充值), and its ledger with the tabs 全部 / 收入 / 支出, a type and a date-range filter, 10 rows a page.
// The filters are a plain GET form, so every state is a URL.
import { TabLinks } from '../browse/TabLinks.tsx';
import { CreditItems } from '../company-acceptance/CreditItems.tsx';
import { Figures } from '../user-centre/Figures.tsx';
import {
  type AccountView,
  accountFigures,
  type FinanceLedgerRow,
  LEDGER_KIND_OPTIONS,
  LEDGER_TABS,
  type LedgerFilter,
  ledgerHref,
  type PageOf,
  RECHARGE_PATH,
} from './finance-view.ts';
import { CopyButton } from './CopyButton.tsx';
import { FinanceLedgerTable } from './FinanceLedgerTable.tsx';
import '../browse/browse.css';
import '../user-centre/user-centre.css';
import './company-finance.css';
import { Options } from '../ui/FormFields.tsx';

export function FinanceScreen({
  account,
  ledger,
  filter,
}: {
  account: AccountView;
  ledger: PageOf<FinanceLedgerRow>;
  filter: LedgerFilter;
}) {
  const filtered = filter.kind !== '' || filter.start !== '' || filter.end !== '';
  return (
    <div className="cf-finance">
      <div className="cf-head">
        <h2 className="cf-title">{account.companyName}</h2>
        <a className="cf-button" href={RECHARGE_PATH}>
          线下汇款充值
        </a>
      </div>
      <Figures figures={accountFigures(account)} />
      <CreditItems />
      {account.remittanceCode ? (
        <p className="cf-code-line">
          汇款识别码
          <span className="cf-code" data-testid="finance-remittance-code">
            {account.remittanceCode}
          </span>
          <CopyButton text={account.remittanceCode} label="汇款识别码" />
          <span className="cf-code-hint">线下汇款时请填写在转账附言中</span>
        </p>
      ) : null}
      <TabLinks
        label="收入支出"
        tabs={LEDGER_TABS.map((entry) => ({ ...entry, href: ledgerHref({ ...filter, tab: entry.key, page: 1 }) }))}
        active={filter.tab}
      />
      <form className="cf-filters" method="get" action="/user/financial_management" aria-label="筛选流水">
        {filter.tab === 'all' ? null : <input type="hidden" name="tab" value={filter.tab} />}
        <label>
          流水类型
          <select name="kind" defaultValue={filter.kind}>
            <option value="">全部类型</option>
            <Options choices={LEDGER_KIND_OPTIONS} />
          </select>
        </label>
        <label>
          开始日期
          <input type="date" name="start" defaultValue={filter.start} />
        </label>
        <label>
          结束日期
          <input type="date" name="end" defaultValue={filter.end} />
        </label>
        <button type="submit" className="cf-button">
          查询
        </button>
        {filtered ? (
          <a className="cf-reset" href={ledgerHref({ tab: filter.tab, kind: '', start: '', end: '', page: 1 })}>
            清除筛选
          </a>
        ) : null}
      </form>
      <FinanceLedgerTable
        ledger={ledger}
        page={filter.page}
        emptyText={filtered ? '没有符合条件的流水' : '暂无资金流水'}
        hrefFor={(n) => ledgerHref({ ...filter, page: n })}
      />
    </div>
  );
}
