// /refund_confirm (docs/screens.md a.8): 退款件数 (a stepper bounded by what may go back), 退款金额 (with or
// without postage, at most what the mall answered), 退款原因, 备注说明, 上传凭证 (≤ 9 pictures through the
// BFF), then a success dialog. A refusal — the page's check or the mall's — keeps everything typed and chosen.
import { useState } from 'react';
import { type Fen, formatFen } from '#shared/money.ts';
import { REFUND_PICS_MAX } from '#shared/trade/refund-rules.ts';
import { OrderGoods } from '#web/features/logistics/OrderGoods.tsx';
import { useBusy } from '#web/features/ui/use-busy.ts';
import { UPLOADS_PENDING_MESSAGE, useImageUploads } from '#web/features/upload/use-image-uploads.ts';
import { showRefusal } from '#web/features/ui/form-refusal.ts';
import { appActions } from '#web/state/app-state.ts';
import { applyRefund, computeRefund } from './refund-api.ts';
import { checkRefundForm, limitOfPreview, type RefundField, type RefundForm } from './refund-form-rules.ts';
import { type RefundLine, REFUND_TYPE_TEXT } from './refund-view.ts';
import {
  FIELD_IDS,
  RefundDoneDialog,
  RefundMarkRow,
  RefundNumRow,
  RefundPicsRow,
  RefundPriceRow,
  RefundReasonRow,
} from './RefundConfirmRows.tsx';
import '../ui/outline-button.css';
import './refund.css';
import { TitledSection } from '#web/features/ui/TitledSection.tsx';

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

export function RefundConfirmScreen(props: RefundConfirmProps) {
  const { orderId, ids, type, refundType, lines, reasons } = props;
  const maxNum = type === 1 ? (lines[0]?.refundableNum ?? 1) : lines.reduce((sum, line) => sum + line.refundableNum, 0);
  const { form, errors, setErrors, set, limit, changeNum } = useRefundForm(props, maxNum);
  const maxFen = limit.goodsFen + limit.postageFen;
  const [doneId, setDoneId] = useState(0);
  const { busy, run } = useBusy();
  const uploads = useImageUploads({ max: REFUND_PICS_MAX, tooMany: `最多上传${REFUND_PICS_MAX}张凭证图片` });

  const submit = async () => {
    const checked = checkRefundForm(form, { type, refundType, ids, maxNum, maxFen }, uploads.paths);
    if (!checked.ok) return showRefusal(checked, FIELD_IDS, setErrors);
    setErrors({});
    if (uploads.pending) return appActions.toast(UPLOADS_PENDING_MESSAGE);
    await run(async () => {
      try {
        setDoneId(await applyRefund(orderId, checked.body));
      } catch (error) {
        appActions.toast(error instanceof Error ? error.message : '申请失败');
      }
    });
  };

  return (
    <TitledSection
      className="refund-page"
      headingId="refund-confirm-title"
      heading={
        <>
          申请退款 <span className="refund-kind">{REFUND_TYPE_TEXT[refundType]}</span>
        </>
      }
      level={1}
      headingClassName="refund-title"
    >
      <OrderGoods lines={lines} label="退款商品" />
      <form
        className="refund-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (doneId === 0) void submit();
        }}
        noValidate
      >
        <RefundNumRow type={type} num={form.num} maxNum={maxNum} error={errors.num} onChange={(value) => void changeNum(value)} />
        <RefundPriceRow price={form.price} limit={limit} error={errors.price} onChange={(value) => set('price', value)} />
        <RefundReasonRow reasons={reasons} value={form.message} error={errors.message} onChange={(value) => set('message', value)} />
        <RefundMarkRow value={form.mark} error={errors.mark} onChange={(value) => set('mark', value)} />
        <RefundPicsRow uploads={uploads} error={errors.pics} />
        <div className="refund-bar">
          <button type="submit" className="refund-btn is-primary" disabled={busy || doneId > 0}>
            申请退款
          </button>
        </div>
      </form>
      <RefundDoneDialog doneId={doneId} orderId={orderId} refundType={refundType} />
    </TitledSection>
  );
}

/** The typed values, their messages, and the most that may go back for the chosen quantity. */
function useRefundForm(props: RefundConfirmProps, maxNum: number) {
  const { orderId, ids } = props;
  const [limit, setLimit] = useState({ goodsFen: props.goodsFen, postageFen: props.postageFen });
  const [form, setForm] = useState<RefundForm>({
    num: String(maxNum),
    price: formatFen(props.goodsFen + props.postageFen),
    message: '',
    mark: '',
  });
  const [errors, setErrors] = useState<Partial<Record<RefundField, string>>>({});

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
      const next = limitOfPreview(await computeRefund(orderId, ids.join(','), n));
      setLimit(next);
      setForm((old) => ({ ...old, price: formatFen(next.goodsFen + next.postageFen) }));
    } catch (error) {
      appActions.toast(error instanceof Error ? error.message : '计算失败');
    }
  };

  return { form, errors, setErrors, set, limit, changeNum };
}
