// A schedule's latest runs on /user/replenishment (docs/company-api.md §16.3): a disclosure under its row (native
// <details>, so it opens without JavaScript) listing each period's date, when it ran, the outcome — 已下单 with
// the order's link, 待审批, 已跳过, or 未下单 with the reason — and the lines placed and left out.
import type { ScheduleView } from './replenishment-view.ts';
import { RUNS_SHOWN, type RunView } from './run-history-view.ts';
import { ColumnHeads } from '../ui/ColumnHeads.tsx';

function RunRow({ run }: { run: RunView }) {
  return (
    <tr data-run={run.period}>
      <td>{run.period}</td>
      <td>{run.time}</td>
      <td className={`rp-run rp-run-${run.outcome}`}>{run.outcomeName}</td>
      <td>{run.orderHref ? <a href={run.orderHref}>{run.orderSn || '查看订单'}</a> : '—'}</td>
      <td>
        下单 {run.linesPlaced} 种{run.linesSkipped > 0 ? `，未下 ${run.linesSkipped} 种` : ''}
      </td>
      <td>{run.reason || '—'}</td>
    </tr>
  );
}

export function RunHistory({ schedule, columns }: { schedule: ScheduleView; columns: number }) {
  const { count, runs } = schedule.history;
  if (count === 0) return null;
  return (
    <tr className="rp-history-row">
      <td colSpan={columns}>
        <details className="rp-history">
          <summary>
            执行记录（{count} 次）{count > runs.length ? `，显示最近 ${RUNS_SHOWN} 次` : ''}
          </summary>
          <table className="uc-ledger rp-history-table">
            <caption className="rp-caption">「{schedule.name}」的执行记录</caption>
            <ColumnHeads columns={['采购日期', '执行时间', '结果', '订单', '商品', '说明']} />
            <tbody>
              {runs.map((run) => (
                <RunRow key={run.period} run={run} />
              ))}
            </tbody>
          </table>
        </details>
      </td>
    </tr>
  );
}
