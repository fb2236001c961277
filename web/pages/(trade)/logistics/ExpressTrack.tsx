// 物流跟踪 of a courier order, read with the page: the steps newest first; a refusal shows the mall's message
// with 重新查询.
import { Timeline } from '#web/features/logistics/Timeline.tsx';
import { TrackState } from '#web/features/logistics/TrackState.tsx';
import { type ExpressSteps, useExpressSteps } from '#web/features/logistics/use-express-steps.ts';
import '#web/features/ui/form-row.css';

export function ExpressTrack({ orderId, initial }: { orderId: number; initial: ExpressSteps }) {
  const { result, reload } = useExpressSteps(orderId, initial);
  if (result.state === 'loading') {
    return (
      <p className="track-state" role="status">
        正在查询物流信息…
      </p>
    );
  }
  if (result.state === 'failed') {
    return (
      <TrackState title="物流信息查询失败" text={result.message}>
        <button type="button" className="btn-ghost" onClick={() => void reload()}>
          重新查询
        </button>
      </TrackState>
    );
  }
  if (result.steps.length === 0) return <TrackState title="暂无物流信息" text="快递公司还没有揽收记录，请稍后再来查看" />;
  return <Timeline steps={result.steps} label="物流跟踪" />;
}
