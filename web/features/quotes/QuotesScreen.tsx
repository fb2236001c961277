// /user/quotes 我的询价 (docs/user-centre.md, docs/company-api.md §10): the company's requests for quotation by
// state, searchable by quote number or product name, 10 a page; a row opens the quote.
import { formatFen } from '#shared/money.ts';
import { Empty } from '../browse/Empty.tsx';
import { Pagination } from '../browse/Pagination.tsx';
import { TabLinks } from '../browse/TabLinks.tsx';
import { QUOTE_PAGE_SIZE } from '#shared/company/quote-rules.ts';
import { QUOTE_TABS, QUOTES_PATH, type QuotesPage, quoteHref, quotesHref } from './quote-view.ts';
import '../browse/browse.css';
import '../user-centre/user-centre.css';
import './quotes.css';
import { ColumnHeads } from '../ui/ColumnHeads.tsx';

export function QuotesScreen({ state, keyword, page, quotes }: { state: string; keyword: string; page: number; quotes: QuotesPage }) {
  const all = Object.values(quotes.counts).reduce((sum, n) => sum + n, 0);
  const tabs = QUOTE_TABS.map((tab) => {
    const n = tab.key === '' ? all : (quotes.counts[tab.key] ?? 0);
    return { key: tab.key, label: n > 0 ? `${tab.label}(${n})` : tab.label, href: quotesHref(tab.key, keyword) };
  });
  return (
    <div className="qt-list">
      <TabLinks label="询价状态" tabs={tabs} active={state} />
      {/* biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark; a <search> wrapper would add a box to the row it sits in */}
      <form className="qt-search" method="get" action={QUOTES_PATH} role="search">
        {state ? <input type="hidden" name="state" value={state} /> : null}
        <input
          type="search"
          name="keyword"
          defaultValue={keyword}
          maxLength={50}
          placeholder="询价单号 / 商品名称"
          aria-label="搜索询价单"
        />
        <button type="submit">搜索</button>
      </form>
      {quotes.rows.length === 0 ? (
        <Empty text={keyword ? '没有找到相关询价单' : '暂无询价单，可在商品详情页或购物车中发起询价'} />
      ) : (
        <table className="uc-ledger qt-table">
          <ColumnHeads columns={['询价单', '商品', '报价金额(元)', '报价有效期', '状态', '更新时间']} />
          <tbody>
            {quotes.rows.map((row) => (
              <tr key={row.id} data-quote-sn={row.sn}>
                <td>
                  <a className="qt-sn" href={quoteHref(row.id)}>
                    {row.sn}
                  </a>
                  <span className="qt-sub">
                    {row.merName} · 询价人 {row.requester}
                  </span>
                </td>
                <td>
                  <span className="qt-goods">{[...new Set(row.products.map((p) => p.name))].join('、')}</span>
                  <span className="qt-sub">
                    共 {row.lineCount} 种 {row.pieces} 件{row.revisionCount > 1 ? ` · 第 ${row.revisionCount} 版` : ''}
                  </span>
                </td>
                <td>{row.quotedFen === null ? '—' : formatFen(row.quotedFen)}</td>
                <td className="qt-nowrap">{row.validUntil || '—'}</td>
                <td>
                  <span className={`qt-state qt-state-${row.state}`}>{row.stateName}</span>
                </td>
                <td>{row.updateTime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={page} total={quotes.total} limit={QUOTE_PAGE_SIZE} hrefFor={(n) => quotesHref(state, keyword, n)} />
    </div>
  );
}
