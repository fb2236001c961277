// /refund_confirm (docs/screens.md a.8): 退款件数 (a stepper bounded by what may go back), 退款金额 (with or
// without postage, at most what the mall answered), 退款原因, 备注说明, 上传凭证 (≤ 9 pictures through the
// BFF), then a success dialog. A refusal — the page's check or the mall's — keeps everything typed and chosen.
import { type FormEvent, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import { type Fen, formatFen } from '#shared/money.ts';
import { REFUND_PICS_MAX, REFUND_TYPE } from '#shared/schemas/refund-schemas.ts';
import { OrderGoods } from '#web/features/logistics/OrderGoods.tsx';
import { Dialog } from '#web/features/ui/Dialog.tsx';
import { errorIdOf, FormRow } from '#web/features/ui/FormRow.tsx';
import { ImageTiles } from '#web/features/upload/ImageTiles.tsx';
import { UPLOADS_PENDING_MESSAGE, useImageUploads } from '#web/features/upload/use-image-uploads.ts';
import { appActions } from '#web/state/app-state.ts';
import { applyRefund, computeRefund } from './refund-api.ts';
import {
  checkRefundForm,
  limitOfPreview,
  maxNumText,
  maxPriceText,
  REFUND_TEXT_MAX,
  type RefundField,
  type RefundForm,
  stepNum,
  textLength,
} from './refund-form-rules.ts';
import { type RefundLine, refundDetailHref, REFUND_TYPE_TEXT } from './refund-view.ts';
import './refund.css';

export interface RefundConfirmProps {
  orderId: number;
  ids: number[];
  type: 1 | 2;
  refundType: 1 | 2;
  lines: RefundLine[];
  goodsFen: Fen;
  postageFen: Fen;
  reasons: string[];
}

const FIELD_IDS: Record<RefundField, string> = {
  num: 'refund-num',
  price: 'refund-price',
  message: 'refund-message',
  mark: 'refund-mark',
  pics: 'refund-pics',
};

export function RefundConfirmScreen(props: RefundConfirmProps) {
  const { orderId, ids, type, refundType, lines, reasons } = props;
  const maxNum = type === 1 ? (lines[0]?.refundableNum ?? 1) : lines.reduce((sum, line) => sum + line.refundableNum, 0);
  const [limit, setLimit] = useState({ goodsFen: props.goodsFen, postageFen: props.postageFen });
  const maxFen = limit.goodsFen + limit.postageFen;
  const [form, setForm] = useState<RefundForm>({ num: String(maxNum), price: formatFen(maxFen), message: '', mark: '' });
  const [errors, setErrors] = useState<Partial<Record<RefundField, string>>>({});
  const [sending, setSending] = useState(false);
  const [doneId, setDoneId] = useState(0);
  const sendingRef = useRef(false);
  const uploads = useImageUploads({ max: REFUND_PICS_MAX, tooMany: `最多上传${REFUND_PICS_MAX}张凭证图片` });

  const set = (key: keyof RefundForm, value: string) => {
    setForm((old) => ({ ...old, [key]: value }));
    setErrors((old) => (old[key] ? { ...old, [key]: undefined } : old));
  };

  /** a new quantity asks the mall what that many pieces give back, and offers it as the amount */
  const changeNum = async (value: string) => {
    set('num', value);
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > maxNum) return;
    if (n === maxNum) {
      setLimit({ goodsFen: props.goodsFen, postageFen: props.postageFen });
      setForm((old) => ({ ...old, price: formatFen(props.goodsFen + props.postageFen) }));
      return;
    }
    try {
      const answer = await computeRefund(orderId, ids.join(','), n);
      const next = limitOfPreview(answer);
      setLimit(next);
      setForm((old) => ({ ...old, price: formatFen(next.goodsFen + next.postageFen) }));
    } catch (error) {
      appActions.toast(error instanceof Error ? error.message : '计算失败');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const checked = checkRefundForm(form, { type, refundType, ids, maxNum, maxFen }, uploads.paths);
    if (!checked.ok) {
      setErrors({ [checked.field]: checked.message });
      appActions.toast(checked.message);
      document.getElementById(FIELD_IDS[checked.field])?.focus();
      return;
    }
    setErrors({});
    if (uploads.pending) return appActions.toast(UPLOADS_PENDING_MESSAGE);
    sendingRef.current = true;
    setSending(true);
    try {
      setDoneId(await applyRefund(orderId, checked.body));
    } catch (error) {
      appActions.toast(error instanceof Error ? error.message : '申请失败');
      sendingRef.current = false;
      setSending(false);
    }
  };

  return (
    <section className="refund-page" aria-labelledby="refund-confirm-title">
      <h1 id="refund-confirm-title" className="refund-title">
        申请退款 <span className="refund-kind">{REFUND_TYPE_TEXT[refundType]}</span>
      </h1>
      <OrderGoods lines={lines} label="退款商品" />
      <form className="refund-form" onSubmit={(event) => void submit(event)} noValidate>
        <FormRow id={FIELD_IDS.num} label="退款件数" error={errors.num} required>
          {type === 1 ? (
            <span className="refund-stepper">
              <button type="button" aria-label="减少" onClick={() => void changeNum(stepNum(form.num, -1, maxNum))}>
                -
              </button>
              <input
                id={FIELD_IDS.num}
                inputMode="numeric"
                value={form.num}
                onChange={(event) => void changeNum(event.target.value)}
                aria-invalid={errors.num ? true : undefined}
                aria-describedby={`${errorIdOf(FIELD_IDS.num)} refund-num-hint`}
              />
              <button type="button" aria-label="增加" onClick={() => void changeNum(stepNum(form.num, 1, maxNum))}>
                +
              </button>
            </span>
          ) : (
            <output id={FIELD_IDS.num}>{maxNum}</output>
          )}
          <span id="refund-num-hint" className="refund-hint">
            {maxNumText(maxNum)}
          </span>
        </FormRow>
        <FormRow id={FIELD_IDS.price} label="退款金额" error={errors.price} required>
          <span className="refund-price">
            ¥
            <input
              id={FIELD_IDS.price}
              inputMode="decimal"
              value={form.price}
              onChange={(event) => set('price', event.target.value)}
              aria-invalid={errors.price ? true : undefined}
              aria-describedby={`${errorIdOf(FIELD_IDS.price)} refund-price-hint`}
            />
          </span>
          <span id="refund-price-hint" className="refund-hint">
            {limit.postageFen > 0 ? `含运费 ¥${formatFen(limit.postageFen)}` : '不含运费'}，{maxPriceText(maxFen)}
          </span>
        </FormRow>
        <FormRow id={FIELD_IDS.message} label="退款原因" error={errors.message} required>
          <select
            id={FIELD_IDS.message}
            value={form.message}
            onChange={(event) => set('message', event.target.value)}
            aria-invalid={errors.message ? true : undefined}
          >
            <option value="">请选择退款原因</option>
            {reasons.map((reason) => (
              <option key={reason} value={reason}>
                {reason}
              </option>
            ))}
          </select>
        </FormRow>
        <FormRow id={FIELD_IDS.mark} label="备注说明" error={errors.mark}>
          <textarea
            id={FIELD_IDS.mark}
            rows={4}
            placeholder={`填写备注信息，${REFUND_TEXT_MAX}字以内`}
            value={form.mark}
            onChange={(event) => set('mark', event.target.value)}
            aria-invalid={errors.mark ? true : undefined}
          />
          <span className={`refund-count${textLength(form.mark) > REFUND_TEXT_MAX ? ' is-over' : ''}`}>
            {textLength(form.mark)}/{REFUND_TEXT_MAX}
          </span>
        </FormRow>
        <FormRow id={FIELD_IDS.pics} label="上传凭证" error={errors.pics}>
          <ImageTiles uploads={uploads} noun="凭证图片" inputId={FIELD_IDS.pics} inputLabel="上传凭证图片" describedBy="refund-pics-hint" />
          <p id="refund-pics-hint" className="refund-hint">
            最多上传{REFUND_PICS_MAX}张图片，每张图片大小不超过5M，支持jpg/png/jpeg格式
          </p>
        </FormRow>
        <div className="refund-bar">
          <button type="submit" className="refund-btn is-primary" disabled={sending}>
            申请退款
          </button>
        </div>
      </form>
      <Dialog open={doneId > 0} title="申请成功" onClose={() => void navigate(refundDetailHref(doneId))}>
        <p className="refund-done">
          {refundType === REFUND_TYPE.returnGoods ? '退货退款申请已提交，请等待商家审核' : '退款申请已提交，请等待商家审核'}
        </p>
        <div className="refund-bar">
          <a className="refund-btn" href={`/order_detail?orderId=${orderId}`}>
            返回订单
          </a>
          <a className="refund-btn is-primary" href={refundDetailHref(doneId)}>
            查看详情
          </a>
        </div>
      </Dialog>
    </section>
  );
}
