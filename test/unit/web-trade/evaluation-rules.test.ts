// The 评价 form checked with the mall's own schema, worded like the original for missing answers; the review
// addresses and the order product the page shows.
import { describe, expect, it } from 'vitest';
import { EvaluationInputSchema } from '../../../shared/schemas/trade-schemas.ts';
import { evaluationHref, evaluationQuery } from '../../../web/features/evaluation/evaluation-links.ts';
import {
  checkEvaluation,
  commentLength,
  EMPTY_EVALUATION,
  type EvaluationForm,
  saysAlreadyReviewed,
} from '../../../web/features/evaluation/evaluation-rules.ts';
import { toReviewItem } from '../../../web/features/evaluation/review-item.ts';

const complete: EvaluationForm = {
  product_score: 4,
  service_score: 5,
  postage_score: 3,
  comment: '  包装完好，到货及时。 ',
  pics: ['/api/demo-assets/upload/abc.png'],
};

describe('checkEvaluation', () => {
  it('answers the body the mall takes, as the shared schema reads it', () => {
    const checked = checkEvaluation(complete);
    expect(checked).toEqual({
      ok: true,
      input: {
        product_score: 4,
        service_score: 5,
        postage_score: 3,
        comment: '包装完好，到货及时。',
        pics: ['/api/demo-assets/upload/abc.png'],
      },
    });
    if (checked.ok) expect(EvaluationInputSchema.parse(checked.input)).toEqual(checked.input);
  });

  it('says what is missing in the original’s words, first field first', () => {
    expect(checkEvaluation(EMPTY_EVALUATION)).toEqual({
      ok: false,
      errors: {
        product_score: '请选择商品质量',
        service_score: '请选择服务态度',
        postage_score: '请选择物流服务',
        comment: '请填写你对宝贝的心得！',
      },
      first: 'product_score',
    });
    const onlyText = checkEvaluation({ ...complete, comment: '   ' });
    expect(onlyText).toEqual({ ok: false, errors: { comment: '请填写你对宝贝的心得！' }, first: 'comment' });
  });

  it('keeps the schema’s own messages for the other rules', () => {
    expect(checkEvaluation({ ...complete, comment: '好'.repeat(129) })).toMatchObject({ errors: { comment: '评论长度不能超过 128' } });
    expect(checkEvaluation({ ...complete, comment: '好'.repeat(128) }).ok).toBe(true);
    // characters, not UTF-16 units: 128 emoji are fine
    expect(checkEvaluation({ ...complete, comment: '👍'.repeat(128) }).ok).toBe(true);
    const seven = Array.from({ length: 7 }, (_, i) => `/u/${i}.png`);
    expect(checkEvaluation({ ...complete, pics: seven })).toEqual({ ok: false, errors: { pics: '评价最多上传6张图片' }, first: 'pics' });
    expect(checkEvaluation({ ...complete, pics: ['javascript:alert(1)'] })).toMatchObject({ errors: { pics: '评价图片格式不符' } });
    expect(checkEvaluation({ ...complete, service_score: 6 })).toMatchObject({ errors: { service_score: '服务分数只能在 1 - 5 之间' } });
  });

  it('recognises the mall’s answer for a product reviewed before', () => {
    expect(saysAlreadyReviewed('该商品已评价')).toBe(true);
    expect(saysAlreadyReviewed('商品已评价')).toBe(true);
    expect(saysAlreadyReviewed('订单状态有误')).toBe(false);
  });

  it('counts the text in characters after trimming', () => {
    expect(commentLength('  好👍 ')).toBe(2);
  });
});

describe('evaluation addresses', () => {
  it('use uni and orderId, reading order_product_id and order_id too', () => {
    expect(evaluationHref(7, 41)).toBe('/evaluation?uni=7&orderId=41');
    expect(evaluationHref(7)).toBe('/evaluation?uni=7');
    expect(evaluationQuery({ uni: '7', orderId: '41' })).toEqual({ orderProductId: 7, orderId: 41 });
    expect(evaluationQuery({ order_product_id: '8', order_id: '42' })).toEqual({ orderProductId: 8, orderId: 42 });
    expect(evaluationQuery({ uni: 'x' })).toEqual({ orderProductId: null, orderId: null });
  });
});

describe('toReviewItem', () => {
  it('shows the line with its order, and falls back to the address for the order id', () => {
    const raw = {
      order_product_id: 7,
      product_id: 12,
      product_num: 1,
      product_price: '23.50',
      is_reply: 0,
      cart_info: { product: { store_name: '安全帽', image: '/p.png' } },
      orderInfo: { order_id: 41, order_sn: 'wx41', merchant: { mer_name: '安护劳保' } },
    };
    expect(toReviewItem(raw, null)).toEqual({
      line: { orderProductId: 7, productId: 12, name: '安全帽', image: '/p.png', sku: '', priceFen: 2350, num: 1, replied: false },
      orderId: 41,
      orderSn: 'wx41',
      storeName: '安护劳保',
    });
    expect(toReviewItem({ ...raw, orderInfo: null }, 99)).toMatchObject({ orderId: 99, orderSn: '', storeName: '' });
  });
});
