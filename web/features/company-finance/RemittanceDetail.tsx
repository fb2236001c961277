// One remittance in a dialog: its 汇款单号 and the 识别码 its transfer carried, amount, payer, dates, state (with the reason of a rejection) and vouchers.
import { Dialog } from '../ui/Dialog.tsx';
import type { RemittanceView } from './finance-view.ts';

export function RemittanceDetail({ remittance, onClose }: { remittance: RemittanceView | null; onClose: () => void }) {
  const r = remittance;
  return (
    <Dialog open={r !== null} title="汇款详情" onClose={onClose} className="cf-detail-dialog">
      {r ? (
        <>
          <dl className="cf-detail">
            <dt>汇款单号</dt>
            <dd>{r.no}</dd>
            <dt>汇款识别码</dt>
            <dd>{r.code}</dd>
            <dt>汇款金额</dt>
            <dd>¥{r.amount}</dd>
            <dt>付款户名</dt>
            <dd>{r.payerName}</dd>
            <dt>付款银行</dt>
            <dd>{r.payerBank}</dd>
            <dt>汇款日期</dt>
            <dd>{r.transferDate}</dd>
            <dt>提交时间</dt>
            <dd>{r.createTime}</dd>
            <dt>提交人</dt>
            <dd>{r.memberName || '—'}</dd>
            <dt>状态</dt>
            <dd className={`cf-status-${r.status}`}>{r.statusName}</dd>
            {r.failReason ? (
              <>
                <dt>驳回原因</dt>
                <dd>{r.failReason}</dd>
              </>
            ) : null}
            {r.reviewTime ? (
              <>
                <dt>处理时间</dt>
                <dd>{r.reviewTime}</dd>
              </>
            ) : null}
            <dt>备注</dt>
            <dd>{r.mark || '—'}</dd>
            <dt>汇款凭证</dt>
            <dd className="cf-vouchers">
              {r.vouchers.map((src, index) => (
                <a key={src} href={src} target="_blank" rel="noopener noreferrer">
                  <img src={src} alt={`汇款凭证${index + 1}`} width={96} height={96} />
                </a>
              ))}
            </dd>
          </dl>
          <div className="cf-dialog-actions">
            <button type="button" className="btn-ghost" onClick={onClose}>
              关闭
            </button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
