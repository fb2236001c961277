// /user/replenishment 定期采购 (docs/user-centre.md, docs/company-api.md §16): the member's schedules (管理员: the
// company's) with cadence, next run and state; 暂停/恢复, 跳过下次/取消跳过, 编辑, 删除; under each, its latest runs. A
// schedule is made from a reorder list's 定期采购 button or a past order's 设为定期采购.
import { Fragment, useState } from 'react';
import { AskDialog } from '../ui/AskDialog.tsx';
import { RunHistory } from './RunHistory.tsx';
import { act, ScheduleRow } from './ScheduleRow.tsx';
import { ScheduleDialog } from './ScheduleDialog.tsx';
import { formOf, type ScheduleView } from './replenishment-view.ts';
import '../user-centre/user-centre.css';
import './replenishment.css';
import { TableOrEmpty } from '../ui/TableOrEmpty.tsx';

const COLUMNS = ['计划', '商品', '周期', '下次采购', '结束日期', '价格容差', '状态', '创建人', '操作'];

export function ReplenishmentScreen({ schedules }: { schedules: ScheduleView[] }) {
  const [editing, setEditing] = useState<ScheduleView | null>(null);
  const [deleting, setDeleting] = useState<ScheduleView | null>(null);
  return (
    <div className="rp-screen">
      <p className="rp-hint">
        在常购清单中点「定期采购」或在订单详情中点「设为定期采购」创建计划。到期当天自动下单，结果通知到消息中心；付款仍需在「我的订单」中完成。
      </p>
      <TableOrEmpty className="uc-ledger rp-table" columns={COLUMNS} isEmpty={schedules.length === 0} emptyText="暂无定期采购计划">
        {schedules.map((schedule) => (
          <Fragment key={schedule.id}>
            <ScheduleRow schedule={schedule} onEdit={() => setEditing(schedule)} onDelete={() => setDeleting(schedule)} />
            <RunHistory schedule={schedule} columns={COLUMNS.length} />
          </Fragment>
        ))}
      </TableOrEmpty>
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
