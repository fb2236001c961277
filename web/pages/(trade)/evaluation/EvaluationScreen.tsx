// 评价 of one order product (docs/screens.md a.8): the product line, 商品评分 with 商品质量 / 服务态度 / 物流服务
// stars, the text, up to 6 pictures (jpg/png ≤ 5 MB, uploaded as they are chosen) and 立即评价. The form is
// checked with the mall's schema first; a refusal (of the check or of the mall) keeps everything typed and
// chosen. After the review: 感谢您的评价! and back to the order, as the original does.
import { useState } from 'react';
import { navigate } from 'vike/client/router';
import { submitEvaluation } from '#web/features/evaluation/evaluation-api.ts';
import {
  checkEvaluation,
  commentLength,
  EMPTY_EVALUATION,
  EVALUATION_COMMENT_MAX,
  EVALUATION_MESSAGES,
  EVALUATION_PICS_MAX,
  type EvaluationErrors,
  type EvaluationField,
  type EvaluationForm,
  SCORE_ROWS,
} from '#web/features/evaluation/evaluation-rules.ts';
import type { ReviewItem } from '#web/features/evaluation/review-item.ts';
import { StarRating } from '#web/features/evaluation/StarRating.tsx';
import { orderDetailHref } from '#web/features/logistics/logistics-links.ts';
import { OrderGoods } from '#web/features/logistics/OrderGoods.tsx';
import { FormRow, errorIdOf } from '#web/features/ui/FormRow.tsx';
import { useBusy } from '#web/features/ui/use-busy.ts';
import { ImageTiles } from '#web/features/upload/ImageTiles.tsx';
import { UPLOADS_PENDING_MESSAGE, useImageUploads } from '#web/features/upload/use-image-uploads.ts';
import { appActions } from '#web/state/app-state.ts';
import './evaluation.css';
import { TitledSection } from '#web/features/ui/TitledSection.tsx';

const FIELD_IDS: Record<EvaluationField, string> = {
  product_score: 'eval-product-score',
  service_score: 'eval-service-score',
  postage_score: 'eval-postage-score',
  comment: 'eval-comment',
  pics: 'eval-pics',
};

/** The product under review, with its store and order number when known. */
function EvaluationGoods({ item }: { item: ReviewItem }) {
  return (
    <div className="eval-goods">
      <OrderGoods lines={[item.line]} label="评价的商品" />
      {item.orderSn || item.storeName ? (
        <p className="eval-goods-order">
          {item.storeName ? <span>{item.storeName}</span> : null}
          {item.orderSn ? <span>订单号：{item.orderSn}</span> : null}
        </p>
      ) : null}
    </div>
  );
}

/** 商品评分: a star row each for 商品质量, 服务态度 and 物流服务. */
function EvaluationScores({
  form,
  errors,
  onChange,
}: {
  form: Omit<EvaluationForm, 'pics'>;
  errors: EvaluationErrors;
  onChange: (field: (typeof SCORE_ROWS)[number]['field'], value: number) => void;
}) {
  return (
    <div className="eval-scores">
      <h2 className="eval-group">商品评分</h2>
      {SCORE_ROWS.map((row) => (
        <StarRating
          key={row.field}
          id={FIELD_IDS[row.field]}
          label={row.label}
          value={form[row.field]}
          error={errors[row.field]}
          onChange={(value) => onChange(row.field, value)}
        />
      ))}
    </div>
  );
}

function EvaluationPictures({ uploads, error }: { uploads: ReturnType<typeof useImageUploads>; error: string | undefined }) {
  return (
    <FormRow id={FIELD_IDS.pics} label="上传图片" error={error}>
      <ImageTiles
        uploads={uploads}
        noun="评价图片"
        inputId={FIELD_IDS.pics}
        inputLabel="上传评价图片"
        describedBy={`eval-pics-hint ${errorIdOf(FIELD_IDS.pics)}`}
      />
      <p id="eval-pics-hint" className="eval-hint">
        最多上传{EVALUATION_PICS_MAX}张图片，每张图片大小不超过5M，支持jpg/png/jpeg格式
      </p>
    </FormRow>
  );
}

export function EvaluationScreen({ orderProductId, item }: { orderProductId: number; item: ReviewItem }) {
  const [form, setForm] = useState<Omit<EvaluationForm, 'pics'>>(EMPTY_EVALUATION);
  const [errors, setErrors] = useState<EvaluationErrors>({});
  const { busy: sending, run } = useBusy();
  const uploads = useImageUploads({ max: EVALUATION_PICS_MAX, tooMany: `评价最多上传${EVALUATION_PICS_MAX}张图片` });
  const length = commentLength(form.comment);

  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => {
    setForm((old) => ({ ...old, [key]: value }));
    // a corrected field loses its message; the others keep theirs until the next try
    setErrors((old) => (old[key] ? { ...old, [key]: undefined } : old));
  };

  const submit = async () => {
    const checked = checkEvaluation({ ...form, pics: uploads.paths });
    if (!checked.ok) {
      setErrors(checked.errors);
      document.getElementById(FIELD_IDS[checked.first])?.focus();
      return;
    }
    setErrors({});
    if (uploads.pending) return appActions.toast(UPLOADS_PENDING_MESSAGE);
    try {
      await submitEvaluation(orderProductId, checked.input);
      appActions.toast(EVALUATION_MESSAGES.thanks, 'success');
      await navigate(item.orderId ? orderDetailHref(item.orderId) : '/user/order_list');
    } catch (error) {
      appActions.toast(error instanceof Error ? error.message : '评价失败');
    }
  };

  return (
    <TitledSection className="eval-page" headingId="eval-title" heading="商品评价" level={1} headingClassName="eval-title">
      <EvaluationGoods item={item} />
      <form
        className="eval-form"
        onSubmit={(event) => {
          event.preventDefault();
          void run(submit);
        }}
        noValidate
      >
        <EvaluationScores form={form} errors={errors} onChange={set} />
        <FormRow id={FIELD_IDS.comment} label="评价内容" error={errors.comment} required>
          <textarea
            id={FIELD_IDS.comment}
            className="eval-comment"
            rows={5}
            placeholder="商品满足你的期待么？说说你的想法，分享给想买的他们吧~"
            value={form.comment}
            onChange={(event) => set('comment', event.target.value)}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={`${errorIdOf(FIELD_IDS.comment)} eval-comment-count`}
          />
          <span id="eval-comment-count" className={`eval-count${length > EVALUATION_COMMENT_MAX ? ' is-over' : ''}`}>
            {length}/{EVALUATION_COMMENT_MAX}
          </span>
        </FormRow>
        <EvaluationPictures uploads={uploads} error={errors.pics} />
        <div className="eval-actions">
          <button type="submit" className="btn-primary" disabled={sending}>
            立即评价
          </button>
        </div>
      </form>
    </TitledSection>
  );
}
