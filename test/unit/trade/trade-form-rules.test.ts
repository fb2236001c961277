// The zod-free rules of the address, order note and review forms (shared/trade/address-rules.ts,
// order-note-rules.ts, evaluation-input-rules.ts): every message once, with the field it names, and the BFF's
// schemas built on them answer the same first message.
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth-rules.ts';
import { firstIssueMessage } from '../../../shared/schemas/auth-schemas.ts';
import { AddressInputSchema, EvaluationInputSchema, OrderNoteSchema } from '../../../shared/schemas/trade-schemas.ts';
import { addressProblems, normalizeAddress } from '../../../shared/trade/address-rules.ts';
import {
  EVALUATION_COMMENT_MAX,
  EVALUATION_PICS_MAX,
  evaluationProblems,
  normalizeEvaluation,
} from '../../../shared/trade/evaluation-input-rules.ts';
import { ORDER_NOTE_MAX, orderNoteProblem } from '../../../shared/trade/order-note-rules.ts';
import { TRADE_MESSAGES } from '../../../shared/trade/receipt-rules.ts';

const area = [
  { id: 440000, name: '广东省' },
  { id: 440300, name: '深圳市' },
];
const address = { address_id: 0, real_name: '张三', phone: '13800138000', area, detail: '科技园南区 8 栋 501', is_default: 1 };

describe('address rules (收货地址)', () => {
  it('names each field’s first problem, in the mall validator’s order', () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ address_id: -1 }, 'address_id', TRADE_MESSAGES.addressMissing],
      [{ address_id: '1.5' }, 'address_id', TRADE_MESSAGES.addressMissing],
      [{ real_name: '  ' }, 'real_name', TRADE_MESSAGES.realNameRequired],
      [{ phone: undefined }, 'phone', AUTH_MESSAGES.phoneRequired],
      [{ phone: '12800138000' }, 'phone', AUTH_MESSAGES.phoneInvalid],
      [{ area: [] }, 'area', TRADE_MESSAGES.areaRequired],
      [{ area: undefined }, 'area', TRADE_MESSAGES.areaRequired],
      [{ area: null }, 'area', TRADE_MESSAGES.areaInvalid],
      [{ area: [{ id: 440000 }] }, 'area', TRADE_MESSAGES.areaInvalid],
      [{ area: [{ id: 'x', name: '广东省' }] }, 'area', TRADE_MESSAGES.areaInvalid],
      [{ area: [...area, ...area, area[0]] }, 'area', TRADE_MESSAGES.areaInvalid],
      [{ detail: 5 }, 'detail', ''],
      [{ detail: '' }, 'detail', TRADE_MESSAGES.detailRequired],
    ];
    for (const [change, field, message] of cases) {
      const expected = message ? [{ field, message }] : [];
      expect([change, addressProblems({ ...address, ...change })]).toEqual([change, expected]);
      expect(firstIssueMessage(AddressInputSchema, { ...address, ...change })).toBe(message || null);
    }
  });

  it('reports every broken field, the first of them to the BFF', () => {
    expect(addressProblems({}).map((problem) => problem.field)).toEqual(['real_name', 'phone', 'area', 'detail']);
    expect(firstIssueMessage(AddressInputSchema, { address_id: 'x' })).toBe(TRADE_MESSAGES.addressMissing);
  });

  it('reads numbers, flags and padded text as the mall does', () => {
    const body = { ...address, address_id: '12', area: [{ id: '440000', name: ' 广东省 ', x: 1 }], is_default: 'true', post_code: 518000 };
    const expected = { ...address, address_id: 12, area: [{ id: 440000, name: '广东省' }], is_default: true, post_code: '518000' };
    expect(normalizeAddress(body)).toEqual(expected);
    expect(AddressInputSchema.parse(body)).toEqual(expected);
  });
});

describe('order note rule (买家留言)', () => {
  it(`allows ${ORDER_NOTE_MAX} characters after trimming, counting each character once`, () => {
    expect(orderNoteProblem(` ${'字'.repeat(ORDER_NOTE_MAX)} `)).toBeNull();
    expect(orderNoteProblem('😀'.repeat(ORDER_NOTE_MAX))).toBeNull();
    expect(orderNoteProblem(undefined)).toBeNull();
    expect(orderNoteProblem('字'.repeat(ORDER_NOTE_MAX + 1))).toBe(TRADE_MESSAGES.noteTooLong);
    expect(OrderNoteSchema.parse(12)).toBe('12');
    expect(firstIssueMessage(OrderNoteSchema, '字'.repeat(ORDER_NOTE_MAX + 1))).toBe(TRADE_MESSAGES.noteTooLong);
  });
});

describe('review rules (评价)', () => {
  const review = { comment: ' 不错 ', product_score: 5, service_score: '4', postage_score: 3, pics: [' /p.png '] };

  it('names each field’s first problem, in the mall validator’s order', () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ comment: null }, 'comment', TRADE_MESSAGES.commentRequired],
      [{ comment: '好'.repeat(EVALUATION_COMMENT_MAX + 1) }, 'comment', TRADE_MESSAGES.commentTooLong],
      [{ product_score: '' }, 'product_score', '商品分数不能为空'],
      [{ product_score: 4.5 }, 'product_score', '商品分数必须是整数'],
      [{ service_score: 'five' }, 'service_score', '服务分数必须是整数'],
      [{ service_score: 0 }, 'service_score', '服务分数只能在 1 - 5 之间'],
      [{ postage_score: null }, 'postage_score', '物流分数不能为空'],
      [{ postage_score: '6' }, 'postage_score', '物流分数只能在 1 - 5 之间'],
      [{ pics: 'a.png' }, 'pics', TRADE_MESSAGES.picInvalid],
      [{ pics: [5] }, 'pics', TRADE_MESSAGES.picInvalid],
      [{ pics: ['//evil.example.com/x.png'] }, 'pics', TRADE_MESSAGES.picInvalid],
      [{ pics: ['bad', ...Array(EVALUATION_PICS_MAX).fill('/p.png')] }, 'pics', TRADE_MESSAGES.picsTooMany],
    ];
    for (const [change, field, message] of cases) {
      expect([change, evaluationProblems({ ...review, ...change })]).toEqual([change, [{ field, message }]]);
      expect(firstIssueMessage(EvaluationInputSchema, { ...review, ...change })).toBe(message);
    }
  });

  it('reports every broken field, the first of them to the BFF', () => {
    expect(evaluationProblems({}).map((problem) => problem.field)).toEqual(['comment', 'product_score', 'service_score', 'postage_score']);
    expect(firstIssueMessage(EvaluationInputSchema, { ...review, comment: '', pics: 'x' })).toBe(TRADE_MESSAGES.commentRequired);
  });

  it('reads scores from text and trims the text', () => {
    const expected = { comment: '不错', product_score: 5, service_score: 4, postage_score: 3, pics: ['/p.png'] };
    expect(normalizeEvaluation(review)).toEqual(expected);
    expect(EvaluationInputSchema.parse({ ...review, extra: 1 })).toEqual(expected);
    expect(EvaluationInputSchema.parse({ ...review, pics: null }).pics).toEqual([]);
  });
});
