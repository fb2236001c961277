// /user/agreement_prices 企业协议价 (docs/user-centre.md): the company's agreed prices, searchable by product, spec or
// code and filtered by state, with their tiers, 起订量, 倍数 and validity, and the .xlsx of what is selected.
import { Empty } from '../browse/Empty.tsx';
import { Pagination } from '../browse/Pagination.tsx';
import { TabLinks } from '../browse/TabLinks.tsx';
import { productHref } from '../goods/goods-links.ts';
import type { AgreementSection } from './agreements.server.ts';
import {
  AGREEMENT_LIST_PATH,
  AGREEMENT_PAGE_SIZE,
  AGREEMENT_STATE_TABS,
  type AgreementFilters,
  exportHref,
  listHref,
  STATE_TEXT,
  tierLines,
} from './agreement-list-view.ts';
import '../browse/browse.css';
import '../user-centre/user-centre.css';
import './agreements.css';

export function AgreementsScreen({ filters, page, section }: { filters: AgreementFilters; page: number; section: AgreementSection }) {
  return (
    <div className="ag-screen">
      <TabLinks
        label="协议价状态"
        tabs={AGREEMENT_STATE_TABS.map((tab) => ({ ...tab, href: listHref({ ...filters, state: tab.key }) }))}
        active={filters.state}
      />
      <search>
        <form className="ag-search" method="get" action={AGREEMENT_LIST_PATH}>
          {filters.state ? <input type="hidden" name="state" value={filters.state} /> : null}
          <input name="keyword" defaultValue={filters.keyword} placeholder="商品名称、规格或编码" aria-label="搜索协议价" maxLength={50} />
          <button type="submit">搜索</button>
          <a className="ag-export" href={exportHref(filters)} download>
            导出 Excel
          </a>
        </form>
      </search>
      {!section.ok ? (
        <p className="st-error" role="alert">
          {section.message}
        </p>
      ) : section.rows.length === 0 ? (
        <Empty text={filters.keyword || filters.state ? '没有符合条件的协议价' : '暂无企业协议价'} />
      ) : (
        <>
          <table className="uc-ledger ag-table">
            <thead>
              <tr>
                <th scope="col">商品</th>
                <th scope="col">编码</th>
                <th scope="col" className="ag-money">
                  售价
                </th>
                <th scope="col">企业协议价（阶梯）</th>
                <th scope="col">起订量 / 倍数</th>
                <th scope="col">有效期</th>
                <th scope="col">状态</th>
              </tr>
            </thead>
            <tbody>
              {section.rows.map((row) => (
                <tr key={row.agreement_id} data-agreement={row.agreement_id}>
                  <td className="ag-goods">
                    <a href={productHref({ product_id: row.product_id })}>{row.store_name}</a>
                    <span>{row.sku || '默认规格'}</span>
                    <small>{row.mer_name}</small>
                  </td>
                  <td>{row.bar_code}</td>
                  <td className="ag-money">
                    <del>¥{row.price}</del>
                  </td>
                  <td>
                    <ul className="ag-tiers">
                      {tierLines(row).map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </td>
                  <td>
                    {row.min_qty}件起 / {row.step}件倍数
                  </td>
                  <td>
                    {row.start_date} 至 {row.end_date}
                  </td>
                  <td>
                    <span className={`ag-state ag-state-${row.state}`}>{STATE_TEXT[row.state]}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={page} total={section.total} limit={AGREEMENT_PAGE_SIZE} hrefFor={(n) => listHref(filters, n)} />
        </>
      )}
    </div>
  );
}
