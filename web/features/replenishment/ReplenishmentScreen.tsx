// /user/replenishment 定期采购 (docs/user-centre.md, docs/company-api.md §16): the member's schedules (管理员: the
// company's) with cadence, next run and state; 暂停/恢复, 跳过下次/取消跳过, 编辑, 删除. A schedule is made from a
// reorder list's 定期采购 button.
import { useState } from 'react';
import { Empty } from '../browse/Empty.tsx';
import { postAndReload } from '../company-org/post-and-reload.ts';
import { AskDialog } from '../ui/AskDialog.tsx';
import { ScheduleDialog } from './ScheduleDialog.tsx';
import { formOf, type ScheduleView } from './replenishment-view.ts';
import '../user-centre/user-centre.css';
import './replenishment.css';
import { ColumnHeads } from '../ui/ColumnHeads.tsx';

const ACTION_NAMES: Record<string, string> = { pause: '暂停', resume: '恢复', skip: '跳过下次', unskip: '取消跳过', delete: '删除' };

const act = (schedule: ScheduleView, action: string) => postAndReload(`/api/company/replenishment/${action}/${schedule.id}`, {});

function ScheduleRow({ schedule, onEdit, onDelete }: { schedule: ScheduleView; onEdit: () => void; onDelete: () => void }) {
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

export function ReplenishmentScreen({ schedules }: { schedules: ScheduleView[] }) {
  const [editing, setEditing] = useState<ScheduleView | null>(null);
  const [deleting, setDeleting] = useState<ScheduleView | null>(null);
  return (
    <div className="rp-screen">
      <p className="rp-hint">在常购清单中点「定期采购」创建计划。到期当天自动下单，结果通知到消息中心；付款仍需在「我的订单」中完成。</p>
      {schedules.length === 0 ? (
        <Empty text="暂无定期采购计划" />
      ) : (
        <table className="uc-ledger rp-table">
          <ColumnHeads columns={['计划', '商品', '周期', '下次采购', '结束日期', '价格容差', '状态', '创建人', '操作']} />
          <tbody>
            {schedules.map((schedule) => (
              <ScheduleRow
                key={schedule.id}
                schedule={schedule}
                onEdit={() => setEditing(schedule)}
                onDelete={() => setDeleting(schedule)}
              />
            ))}
          </tbody>
        </table>
      )}
      {editing ? (
        <ScheduleDialog
          title="编辑定期采购"
          path={`/api/company/replenishment/update/${editing.id}`}
          initial={formOf(editing)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <AskDialog
        open={deleting !== null}
        title="删除计划"
        text={`确定删除定期采购计划「${deleting?.name ?? ''}」吗？`}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void (deleting ? act(deleting, 'delete').then(() => setDeleting(null)) : undefined)}
      />
    </div>
  );
}
