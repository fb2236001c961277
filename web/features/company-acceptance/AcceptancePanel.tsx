// 收货验收 on a company order's detail (docs/company-api.md §11.2): while the order waits, whoever placed it (or a
// 管理员) accepts it line by line — received in full, or short with a reason and photos, which opens a refund for
// the missing pieces; afterwards the panel shows what was received, when, and the due date of a credit payment.
// Nothing under 个人. The button stays disabled while the acceptance travels, and the mall accepts only once.
import { useEffect, useState } from 'react';
import { SHORTFALL_PHOTOS_MAX, SHORTFALL_REASONS } from '#shared/company/acceptance-rules.ts';
import { withToast } from '#web/api/bff-client.ts';
import { appActions, useAppState } from '#web/state/app-state.ts';
import { refundListHref } from '../refund/refund-links.ts';
import { uploadImage } from '../upload/upload-image.ts';
import { type AcceptanceDetail, acceptanceApi } from './acceptance-api.ts';
import { type DraftLine, draftOf, draftProblem, shortLines } from './acceptance-form.ts';
import './acceptance.css';
import '../ui/outline-button.css';

function Summary({ detail }: { detail: AcceptanceDetail }) {
  return (
    <div className="acc-summary">
      <p>
        {detail.auto ? '超时自动验收' : '验收时间'}：{detail.accept_time}
        {detail.due_date ? <span className="acc-due">账期到期日：{detail.due_date}</span> : null}
      </p>
      <ul className="acc-lines">
        {detail.lines.map((line) => (
          <li key={line.order_product_id}>
            <span className="acc-name">{line.store_name}</span>
            <span>
              订购 {line.product_num}，实收 {line.received_num ?? line.product_num}
            </span>
            {line.reason ? <span className="acc-reason">差异原因：{line.reason}</span> : null}
            {line.pics.map((pic) => (
              <img key={pic} className="acc-thumb" src={pic} alt="验收照片" />
            ))}
          </li>
        ))}
      </ul>
      {detail.refund_order_id ? (
        <p className="acc-refund">
          短缺 {detail.shortfall_num} 件已发起退款，<a href={refundListHref(1)}>查看退款进度</a>
        </p>
      ) : null}
    </div>
  );
}

function LineForm({
  line,
  draft,
  onChange,
}: {
  line: AcceptanceDetail['lines'][number];
  draft: DraftLine;
  onChange: (next: DraftLine) => void;
}) {
  const [uploading, setUploading] = useState(false);
  const short = draft.received_num < draft.product_num;
  async function addPhotos(files: FileList | null) {
    if (!files || files.length === 0) return;
    setUploading(true);
    const room = SHORTFALL_PHOTOS_MAX - draft.pics.length;
    const paths = await withToast(Promise.all([...files].slice(0, room).map((file) => uploadImage(file))));
    setUploading(false);
    if (paths) onChange({ ...draft, pics: [...draft.pics, ...paths] });
  }
  return (
    <li className="acc-line" data-line={line.order_product_id}>
      <span className="acc-name">
        {line.store_name}
        {line.sku ? <small>（{line.sku}）</small> : null}
      </span>
      <span>订购 {line.product_num}</span>
      <label>
        实收数量
        <input
          type="number"
          min={0}
          max={line.product_num}
          value={draft.received_num}
          aria-label={`${line.store_name} 实收数量`}
          onChange={(event) => onChange({ ...draft, received_num: Number(event.target.value) })}
        />
      </label>
      {short ? (
        <div className="acc-short">
          <label>
            差异原因
            <input
              list="acc-reasons"
              value={draft.reason}
              placeholder="数量短缺 / 商品破损 …"
              aria-label={`${line.store_name} 差异原因`}
              onChange={(event) => onChange({ ...draft, reason: event.target.value })}
            />
          </label>
          <label className="acc-upload">
            {uploading ? '上传中…' : `上传照片（${draft.pics.length}/${SHORTFALL_PHOTOS_MAX}）`}
            <input
              type="file"
              accept="image/png,image/jpeg"
              multiple
              aria-label={`${line.store_name} 上传照片`}
              onChange={(event) => void addPhotos(event.target.files)}
            />
          </label>
          {draft.pics.map((pic) => (
            <img key={pic} className="acc-thumb" src={pic} alt="验收照片" />
          ))}
        </div>
      ) : null}
    </li>
  );
}

/** The order's acceptance for a member buying as 企业, and the draft of its lines; nothing under 个人. */
function useAcceptance(orderId: number) {
  const { loggedIn, entity, companyAccount } = useAppState();
  const company = loggedIn && entity === 'COMPANY' && companyAccount !== null;
  const [detail, setDetail] = useState<AcceptanceDetail | null>(null);
  const [draft, setDraft] = useState<DraftLine[]>([]);
  useEffect(() => {
    if (!company) return;
    let live = true;
    void acceptanceApi
      .detail(orderId)
      .then((answer) => {
        if (!live) return;
        setDetail(answer);
        setDraft(draftOf(answer.lines));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [company, orderId]);
  return { detail, draft, setDraft };
}

/** The lines to accept and 确认验收; a refused draft stays as typed. */
function AcceptForm({
  orderId,
  detail,
  draft,
  setDraft,
}: {
  orderId: number;
  detail: AcceptanceDetail;
  draft: DraftLine[];
  setDraft: (update: (lines: DraftLine[]) => DraftLine[]) => void;
}) {
  const [sending, setSending] = useState(false);
  async function submit() {
    const problem = draftProblem(draft);
    if (problem) {
      appActions.toast(problem);
      return;
    }
    setSending(true);
    const answer = await withToast(acceptanceApi.accept(orderId, shortLines(draft)));
    if (!answer) {
      setSending(false);
      return;
    }
    appActions.toast(answer.message, 'success');
    // the order's status and buttons change with it: read the page again
    window.location.reload();
  }
  return (
    <>
      <datalist id="acc-reasons">
        {SHORTFALL_REASONS.map((reason) => (
          <option key={reason} value={reason} />
        ))}
      </datalist>
      <ul className="acc-lines">
        {detail.lines.map((line, index) => {
          const own = draft[index];
          return own ? (
            <LineForm
              key={line.order_product_id}
              line={line}
              draft={own}
              onChange={(next) => setDraft((lines) => lines.map((item, at) => (at === index ? next : item)))}
            />
          ) : null;
        })}
      </ul>
      <button type="button" className="order-btn is-primary acc-submit" disabled={sending} onClick={() => void submit()}>
        {sending ? '提交中…' : '确认验收'}
      </button>
    </>
  );
}

export function AcceptancePanel({ orderId }: { orderId: number }) {
  const { detail, draft, setDraft } = useAcceptance(orderId);
  if (!detail || (detail.status === 0 && !detail.auto_accept_date && !detail.can_accept)) return null;
  return (
    <section className="acc-panel" id="acceptance" aria-label="收货验收">
      <h2 className="acc-title">
        收货验收 <span className={`acc-state${detail.status ? ' is-done' : ''}`}>{detail.status_name}</span>
      </h2>
      {detail.status === 1 ? (
        <Summary detail={detail} />
      ) : (
        <>
          <p className="acc-note">
            请核对到货数量后验收，验收后订单明细计入对账
            {detail.auto_accept_date ? `；${detail.auto_accept_date} 前未验收将自动全部验收` : ''}
            {detail.pay_type === 'credit' ? '；账期自验收之日起计算' : ''}。
          </p>
          {detail.can_accept ? (
            <AcceptForm orderId={orderId} detail={detail} draft={draft} setDraft={setDraft} />
          ) : (
            <p className="acc-note">仅下单人或管理员可以验收该订单。</p>
          )}
        </>
      )}
    </section>
  );
}
