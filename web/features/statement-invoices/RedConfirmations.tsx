// 待我确认 on 我的发票 (docs/company-api.md §12.3): the 红字确认单 merchants applied for after refunds of invoiced goods.
// Each waiting one can be confirmed (the red invoice is issued at once) or rejected with a reason before its deadline
// (72 hours, then it lapses); decided ones stay listed with their state. One call per click (useBusy); a second
// click, or someone else deciding first, is answered by the mall in Chinese and shown as a toast.
import { useState } from 'react';
import { reload } from 'vike/client/router';
import { appActions } from '#web/state/app-state.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import { FormRow } from '../ui/FormRow.tsx';
import { useBusy } from '../ui/use-busy.ts';
import { statementInvoiceApi } from './statement-invoice-api.ts';
import { type RawConfirmation, waitingFirst } from './statement-invoice-view.ts';
import { ColumnHeads, EmptyRow } from '../ui/ColumnHeads.tsx';
import { sendFromDialog } from '../ui/send-from-dialog.ts';
import { TitledSection } from '#web/features/ui/TitledSection.tsx';

function RejectDialog({ row, onClose }: { row: RawConfirmation; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, run } = useBusy();
  const submit = () =>
    void run(() =>
      sendFromDialog(() => statementInvoiceApi.reject(row.confirmation_id, reason), { failure: '操作失败', onClose, onError: setError }),
    );
  return (
    <FormDialog
      title={`拒绝红字确认单 ${row.confirmation_no}`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="拒绝"
      busy={busy}
      error={error}
    >
      <FormRow id="red-reject-reason" label="拒绝原因" required>
        <input id="red-reject-reason" value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
      </FormRow>
    </FormDialog>
  );
}

function Actions({ row, onReject }: { row: RawConfirmation; onReject: () => void }) {
  const { busy, run } = useBusy();
  if (row.status !== 0) {
    return <span className="sinv-muted">{row.red_invoice_no ? `红字发票 ${row.red_invoice_no}` : row.reject_reason || '—'}</span>;
  }
  const confirm = () =>
    void run(async () => {
      try {
        const { message } = await statementInvoiceApi.confirm(row.confirmation_id);
        appActions.toast(message, 'success');
        await reload();
      } catch (failure) {
        appActions.toast(failure instanceof Error ? failure.message : '操作失败');
      }
    });
  return (
    <span className="sinv-downloads">
      <button type="button" className="uc-link-button" onClick={confirm} disabled={busy}>
        确认
      </button>
      <button type="button" className="uc-link-button" onClick={onReject} disabled={busy}>
        拒绝
      </button>
    </span>
  );
}

export function RedConfirmations({ confirmations }: { confirmations: RawConfirmation[] }) {
  const [rejecting, setRejecting] = useState<RawConfirmation | null>(null);
  const rows = waitingFirst(confirmations);
  const waiting = rows.filter((row) => row.status === 0).length;
  return (
    <TitledSection
      className="sinv"
      headingId="red-heading"
      heading={<>待我确认{waiting > 0 ? <span className="sinv-badge">{waiting}</span> : null}</>}
    >
      <p className="sinv-muted">商家对已开票商品退款后申请的红字发票信息确认单；72 小时内未确认将自动作废。</p>
      <table className="sinv-table">
        <ColumnHeads columns={['确认单编号', '原发票 / 商品', '红冲原因', '红冲金额', '状态', '操作']} scoped={false} />
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow columns={6} className="sinv-empty" text="暂无红字确认单" />
          ) : (
            rows.map((row) => (
              <tr key={row.confirmation_id}>
                <td>
                  {row.confirmation_no}
                  <p className="sinv-muted">{row.mer_name}</p>
                </td>
                <td>
                  {row.invoice_no}
                  <p className="sinv-muted">
                    {row.product_name}
                    {row.quantity ? ` × ${row.quantity}` : ''}
                  </p>
                </td>
                <td>
                  {row.reason_code} {row.reason_name}
                </td>
                <td>¥{row.amount}</td>
                <td>
                  {row.status_name}
                  {row.status === 0 ? <p className="sinv-muted">{row.expire_time} 前确认</p> : null}
                </td>
                <td>
                  <Actions row={row} onReject={() => setRejecting(row)} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      {rejecting ? <RejectDialog row={rejecting} onClose={() => setRejecting(null)} /> : null}
    </TitledSection>
  );
}
