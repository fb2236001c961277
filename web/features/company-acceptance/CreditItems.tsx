// 账期明细 on 财务管理 (docs/company-api.md §11.3): the company's open credit items with their due dates, tabs for
// 全部 / 即将到期 / 已逾期, the sums, and repaying the overdue ones from the company balance (or 线下汇款充值 above).
// The repay button is disabled while it travels; the mall repays only what is overdue, so a second click moves nothing.
import { useCallback, useEffect, useState } from 'react';
import { withToast } from '#web/api/bff-client.ts';
import { appActions } from '#web/state/app-state.ts';
import { type CreditItemsAnswer, acceptanceApi } from './acceptance-api.ts';
import './acceptance.css';
import { ColumnHeads } from '../ui/ColumnHeads.tsx';

const TABS = [
  { key: '', label: '全部未结' },
  { key: 'due_soon', label: '即将到期' },
  { key: 'overdue', label: '已逾期' },
] as const;

function CreditSummary({ answer, repaying, onRepay }: { answer: CreditItemsAnswer; repaying: boolean; onRepay: () => void }) {
  return (
    <div className="credit-summary">
      <span>未结合计 ¥{answer.total_open}</span>
      <span className="is-soon">
        即将到期 {answer.due_soon.count} 笔 ¥{answer.due_soon.amount}
      </span>
      <span className="is-overdue">
        已逾期 {answer.overdue.count} 笔 ¥{answer.overdue.amount}
      </span>
      {answer.overdue.count > 0 ? (
        <button type="button" className="cf-button" disabled={repaying} onClick={onRepay}>
          {repaying ? '还款中…' : '企业余额还款'}
        </button>
      ) : null}
    </div>
  );
}

function CreditTable({ list }: { list: CreditItemsAnswer['list'] }) {
  return (
    <table className="credit-table">
      <ColumnHeads columns={['订单号', '验收时间', '到期日', '账期金额', '待还金额', '状态']} scoped={false} />
      <tbody>
        {list.length > 0 ? (
          list.map((item) => (
            <tr key={item.order_id} className={item.state === 'overdue' ? 'is-overdue' : ''}>
              <td>
                <a href={`/order_detail?orderId=${item.order_id}`}>{item.order_sn}</a>
              </td>
              <td>{item.accept_time || '—'}</td>
              <td>{item.due_date || '验收后起算'}</td>
              <td>¥{item.amount}</td>
              <td>¥{item.open_amount}</td>
              <td>{item.state_name}</td>
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={6}>暂无未结账期款项</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

export function CreditItems() {
  const [tab, setTab] = useState<string>('');
  const [answer, setAnswer] = useState<CreditItemsAnswer | null>(null);
  const [repaying, setRepaying] = useState(false);

  const load = useCallback(async (state: string) => {
    const read = await withToast(acceptanceApi.creditItems(state, 1));
    if (read) setAnswer(read);
  }, []);

  useEffect(() => {
    void load(tab);
  }, [tab, load]);

  async function repay() {
    setRepaying(true);
    const done = await withToast(acceptanceApi.repay());
    if (!done) {
      setRepaying(false);
      await load(tab);
      return;
    }
    appActions.toast(`${done.message}，已还 ¥${done.data.amount}`, 'success');
    // the account's figures, the ledger and the reminder change with it: read the page again
    window.location.reload();
  }

  return (
    <section className="credit-items" aria-label="账期明细">
      <h3 className="cf-title">账期明细</h3>
      {answer ? <CreditSummary answer={answer} repaying={repaying} onRepay={() => void repay()} /> : null}
      <div className="credit-tabs" role="tablist" aria-label="账期状态">
        {TABS.map((entry) => (
          <button
            key={entry.key}
            type="button"
            role="tab"
            aria-selected={tab === entry.key}
            className={`cf-tab${tab === entry.key ? ' is-active' : ''}`}
            onClick={() => setTab(entry.key)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <CreditTable list={answer?.list ?? []} />
    </section>
  );
}
