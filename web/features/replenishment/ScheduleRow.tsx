// One schedule's row on /user/replenishment: its terms, state and owner, and the buttons its `actions` allow.
import { postAndReload } from '../company-org/post-and-reload.ts';
import type { ScheduleView } from './replenishment-view.ts';

const ACTION_NAMES: Record<string, string> = { pause: '暂停', resume: '恢复', skip: '跳过下次', unskip: '取消跳过', delete: '删除' };

export const act = (schedule: ScheduleView, action: string) => postAndReload(`/api/company/replenishment/${action}/${schedule.id}`, {});

export function ScheduleRow({ schedule, onEdit, onDelete }: { schedule: ScheduleView; onEdit: () => void; onDelete: () => void }) {
  return (
    <tr data-schedule={schedule.id}>
      <td>{schedule.name}</td>
      <td>
        {schedule.lineCount} 种 · ¥{schedule.total}
      </td>
      <td>{schedule.cadenceText}</td>
      <td>
        {schedule.nextRun || '—'}
        {schedule.skipNext ? <span className="rp-skip">（将跳过）</span> : null}
      </td>
      <td>{schedule.endDate || '长期'}</td>
      <td>{schedule.tolerance}%</td>
      <td>
        <span className={`rp-state rp-state-${schedule.state}`}>{schedule.stateName}</span>
      </td>
      <td>{schedule.ownerName}</td>
      <td className="rp-actions">
        {schedule.actions.map((action) =>
          action === 'edit' || action === 'delete' ? (
            <button key={action} type="button" className="uc-link-button" onClick={action === 'edit' ? onEdit : onDelete}>
              {action === 'edit' ? '编辑' : '删除'}
            </button>
          ) : (
            <button key={action} type="button" className="uc-link-button" onClick={() => void act(schedule, action)}>
              {ACTION_NAMES[action] ?? action}
            </button>
          ),
        )}
      </td>
    </tr>
  );
}
