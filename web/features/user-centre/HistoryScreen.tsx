// /user/history 浏览记录: the products seen, grouped by day, each with 删除; 20 a page.
import { reload } from 'vike/client/router';
import { goodsDetailHref } from '#shared/route-links.ts';
import { apiPost } from '#web/api/bff-client.ts';
import { appActions } from '#web/state/app-state.ts';
import { Empty } from '../browse/Empty.tsx';
import { Pagination } from '../browse/Pagination.tsx';
import { useBusy } from '../ui/use-busy.ts';
import { HISTORY_PAGE_SIZE, type HistoryDay, historyHref } from './history-view.ts';
import '../browse/browse.css';
import './user-centre.css';

export function HistoryScreen({ days, page, total }: { days: HistoryDay[]; page: number; total: number }) {
  const { busy, run } = useBusy();
  const remove = (historyId: number) =>
    run(async () => {
      try {
        await apiPost<unknown>(`/api/user/history/delete/${historyId}`);
        appActions.toast('删除成功', 'success');
        await reload();
      } catch (failure) {
        appActions.toast(failure instanceof Error && failure.message ? failure.message : '删除失败');
      }
    });

  if (days.length === 0) return <Empty text="暂无浏览记录" />;
  return (
    <div className="uc-history">
      {days.map((day) => (
        <section key={day.day} className="uc-history-day" aria-label={day.day}>
          <h2 className="uc-panel-title">{day.day}</h2>
          <ul className="uc-history-items">
            {day.items.map((item) => (
              <li key={item.historyId} className="uc-history-item">
                <a href={goodsDetailHref(item.productId)}>
                  <img src={item.image} alt="" width={160} height={160} loading="lazy" />
                  <span className="uc-history-name">{item.name}</span>
                </a>
                <span className="uc-history-price">¥{item.price}</span>
                <button
                  type="button"
                  className="uc-link-button"
                  disabled={busy}
                  aria-label={`删除浏览记录 ${item.name}`}
                  onClick={() => void remove(item.historyId)}
                >
                  删除
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Pagination page={page} total={total} limit={HISTORY_PAGE_SIZE} hrefFor={historyHref} />
    </div>
  );
}
