// /user/reorder_lists 常购清单 (docs/user-centre.md): the company's lists (name, owner, lines, updated), and the
// chosen list's lines with their current price, stock and state. The owner and 管理员 edit (quantity, remove,
// rename, delete); everyone else sees the list read-only. 一键加入购物车 adds what is on sale and in stock to
// the company cart and says in a toast what was skipped and why. 暂无常购清单 only when there is really none.
import { Empty } from '../browse/Empty.tsx';
import { Pagination } from '../browse/Pagination.tsx';
import { ListDetail } from './ListDetail.tsx';
import type { ReorderListsPage, Section } from './reorder-lists.server.ts';
import { listHref, REORDER_LISTS_PATH, type ReorderListDetail } from './reorder-list-view.ts';
import { REORDER_LIST_PAGE_SIZE } from '#shared/company/reorder-list-rules.ts';
import '../browse/browse.css';
import '../user-centre/user-centre.css';
import './reorder-lists.css';
import { ColumnHeads } from '../ui/ColumnHeads.tsx';

export interface ReorderListsScreenProps {
  page: number;
  lists: Section<ReorderListsPage>;
  detail: Section<ReorderListDetail> | null;
  canBuy: boolean;
}

export function ReorderListsScreen({ page, lists, detail, canBuy }: ReorderListsScreenProps) {
  if (!lists.ok)
    return (
      <p className="rl-error" role="alert">
        {lists.message}
      </p>
    );
  if (lists.value.lists.length === 0 && page === 1)
    return (
      <div className="rl-screen">
        <Empty text="暂无常购清单" />
        <p className="rl-hint">在商品详情页、购物车或订单详情中点击“加入常购清单”即可创建，清单对本企业全部成员可见。</p>
      </div>
    );
  const chosen = detail?.ok ? detail.value.id : 0;
  return (
    <div className="rl-screen">
      <table className="uc-ledger rl-lists">
        <ColumnHeads columns={['清单名称', '创建人', '商品种数', '更新时间', '操作']} />
        <tbody>
          {lists.value.lists.map((list) => (
            <tr key={list.id} data-list={list.id} className={list.id === chosen ? 'is-chosen' : undefined}>
              <td>
                <a href={listHref(list.id)} aria-current={list.id === chosen ? 'true' : undefined}>
                  {list.name}
                </a>
              </td>
              <td>{list.isOwner ? `${list.ownerName}（我）` : list.ownerName}</td>
              <td>{list.lineCount}</td>
              <td>{list.updateTime}</td>
              <td>
                <a className="rl-link" href={listHref(list.id)}>
                  {list.canEdit ? '查看/编辑' : '查看'}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} total={lists.value.total} limit={REORDER_LIST_PAGE_SIZE} hrefFor={(n) => `${REORDER_LISTS_PATH}?page=${n}`} />
      {detail === null ? null : detail.ok ? (
        <ListDetail list={detail.value} canBuy={canBuy} />
      ) : (
        <p className="rl-error" role="alert">
          {detail.message}
        </p>
      )}
    </div>
  );
}
