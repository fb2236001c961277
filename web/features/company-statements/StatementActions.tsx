// The actions of one statement: 明细, 确认 (after a confirm box), 异议 (a reason), 导出 Excel / 导出 PDF (plain
// download links to the BFF). 确认 and 异议 show only to roles that may confirm, and not once confirmed.
import { useState } from 'react';
import { reload } from 'vike/client/router';
import { appActions } from '#web/state/app-state.ts';
import { ConfirmBox } from '../order/ConfirmBox.tsx';
import { DisputeDialog } from './DisputeDialog.tsx';
import { statementsApi } from './statements-api.ts';
import { detailHref, exportHref, type StatementView } from './statement-view.ts';
import { useBusy } from '../ui/use-busy.ts';
import './statements.css';
import { STATEMENT_NET_LABELS as NET } from '#shared/company/statement-rules.ts';

export function StatementActions({
  statement,
  canConfirm,
  showDetail,
}: {
  statement: StatementView;
  canConfirm: boolean;
  showDetail: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const [disputing, setDisputing] = useState(false);
  const { busy, run } = useBusy();
  const open = canConfirm && statement.status !== 1;

  const confirm = () =>
    run(async () => {
      try {
        const { message } = await statementsApi.confirm(statement.id);
        appActions.toast(message || '对账单已确认', 'success');
        setConfirming(false);
        await reload();
      } catch (error) {
        appActions.toast(error instanceof Error ? error.message : '操作失败');
        setConfirming(false);
      }
    });

  return (
    <div className="st-actions">
      {showDetail ? <a href={detailHref(statement.id)}>明细</a> : null}
      {open ? (
        <button type="button" className="uc-link-button" onClick={() => setConfirming(true)}>
          确认
        </button>
      ) : null}
      {open ? (
        <button type="button" className="uc-link-button" onClick={() => setDisputing(true)}>
          异议
        </button>
      ) : null}
      <a href={exportHref(statement.id, 'xlsx')} download>
        导出 Excel
      </a>
      <a href={exportHref(statement.id, 'pdf')} download>
        导出 PDF
      </a>
      <ConfirmBox
        request={
          confirming
            ? {
                title: '确认对账单',
                text: `确认 ${statement.period} 对账单无误？${NET.closing} ¥${statement.closing}，确认后不能再提出异议。`,
                run: confirm,
              }
            : null
        }
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
      {disputing ? <DisputeDialog id={statement.id} period={statement.period} onClose={() => setDisputing(false)} /> : null}
    </div>
  );
}
