// The rows of /refund_confirm, one job each (the screen keeps the state): quantity, amount, reason, note,
// pictures, and the dialog after the mall took the request.
import { navigate } from 'vike/client/router';
import { type Fen, formatFen } from '#shared/money.ts';
import { REFUND_PICS_MAX, REFUND_TYPE } from '#shared/trade/refund-rules.ts';
import { Dialog } from '#web/features/ui/Dialog.tsx';
import { errorIdOf, FormRow } from '#web/features/ui/FormRow.tsx';
import { ImageTiles } from '#web/features/upload/ImageTiles.tsx';
import type { useImageUploads } from '#web/features/upload/use-image-uploads.ts';
import { maxNumText, maxPriceText, REFUND_TEXT_MAX, type RefundField, stepNum, textLength } from './refund-form-rules.ts';
import { refundDetailHref } from './refund-links.ts';

type OnChange = (value: string) => void;

export const FIELD_IDS: Record<RefundField, string> = {
  num: 'refund-num',
  price: 'refund-price',
  message: 'refund-message',
  mark: 'refund-mark',
  pics: 'refund-pics',
};

export function RefundNumRow({
  type,
  num,
  maxNum,
  error,
  onChange,
}: {
  type: 1 | 2;
  num: string;
  maxNum: number;
  error?: string;
  onChange: OnChange;
}) {
  return (
    <FormRow id={FIELD_IDS.num} label="退款件数" error={error} required>
      {type === 1 ? (
        <span className="refund-stepper">
          <button type="button" aria-label="减少" onClick={() => onChange(stepNum(num, -1, maxNum))}>
            -
          </button>
          <input
            id={FIELD_IDS.num}
            inputMode="numeric"
            value={num}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${errorIdOf(FIELD_IDS.num)} refund-num-hint`}
          />
          <button type="button" aria-label="增加" onClick={() => onChange(stepNum(num, 1, maxNum))}>
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
  );
}

export function RefundPriceRow({
  price,
  limit,
  error,
  onChange,
}: {
  price: string;
  limit: { goodsFen: Fen; postageFen: Fen };
  error?: string;
  onChange: OnChange;
}) {
  return (
    <FormRow id={FIELD_IDS.price} label="退款金额" error={error} required>
      <span className="refund-price">
        ¥
        <input
          id={FIELD_IDS.price}
          inputMode="decimal"
          value={price}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${errorIdOf(FIELD_IDS.price)} refund-price-hint`}
        />
      </span>
      <span id="refund-price-hint" className="refund-hint">
        {limit.postageFen > 0 ? `含运费 ¥${formatFen(limit.postageFen)}` : '不含运费'}，{maxPriceText(limit.goodsFen + limit.postageFen)}
      </span>
    </FormRow>
  );
}

export function RefundReasonRow({
  reasons,
  value,
  error,
  onChange,
}: {
  reasons: string[];
  value: string;
  error?: string;
  onChange: OnChange;
}) {
  return (
    <FormRow id={FIELD_IDS.message} label="退款原因" error={error} required>
      <select
        id={FIELD_IDS.message}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
      >
        <option value="">请选择退款原因</option>
        {reasons.map((reason) => (
          <option key={reason} value={reason}>
            {reason}
          </option>
        ))}
      </select>
    </FormRow>
  );
}

export function RefundMarkRow({ value, error, onChange }: { value: string; error?: string; onChange: OnChange }) {
  return (
    <FormRow id={FIELD_IDS.mark} label="备注说明" error={error}>
      <textarea
        id={FIELD_IDS.mark}
        rows={4}
        placeholder={`填写备注信息，${REFUND_TEXT_MAX}字以内`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
      />
      <span className={`refund-count${textLength(value) > REFUND_TEXT_MAX ? ' is-over' : ''}`}>
        {textLength(value)}/{REFUND_TEXT_MAX}
      </span>
    </FormRow>
  );
}

export function RefundPicsRow({ uploads, error }: { uploads: ReturnType<typeof useImageUploads>; error?: string }) {
  return (
    <FormRow id={FIELD_IDS.pics} label="上传凭证" error={error}>
      <ImageTiles uploads={uploads} noun="凭证图片" inputId={FIELD_IDS.pics} inputLabel="上传凭证图片" describedBy="refund-pics-hint" />
      <p id="refund-pics-hint" className="refund-hint">
        最多上传{REFUND_PICS_MAX}张图片，每张图片大小不超过5M，支持jpg/png/jpeg格式
      </p>
    </FormRow>
  );
}

export function RefundDoneDialog({ doneId, orderId, refundType }: { doneId: number; orderId: number; refundType: 1 | 2 }) {
  return (
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
  );
}
