// The one rule that holds an order (docs/company-api.md §5.2), the limit and comment checks, and the views
// the storefront builds from approval records.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ApprovalLimitInputSchema,
  checkComment,
  checkLimit,
  excessText,
  limitExcesses,
  limitProblems,
} from '#shared/schemas/company-approval-schemas.ts';
import {
  approvalTabOf,
  approvalsHref,
  confirmExcesses,
  heldOrderHref,
  toApprovalView,
  waitingText,
  toMyLimits,
} from '#web/features/company-approvals/approval-view.ts';
import { decisionText } from '#web/features/company-approvals/approval-words.ts';

describe('limitExcesses', () => {
  it('holds nothing without limits, whatever the amounts', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (orderFen, spentFen) => {
        expect(limitExcesses({ perOrderFen: null, monthlyFen: null }, orderFen, spentFen)).toEqual([]);
      }),
    );
  });

  it('names each limit gone over and by how much; exactly at the limit is not over', () => {
    expect(limitExcesses({ perOrderFen: 100_000, monthlyFen: null }, 150_000, 0)).toEqual([
      { kind: 'order', limitFen: 100_000, overFen: 50_000 },
    ]);
    expect(limitExcesses({ perOrderFen: 100_000, monthlyFen: null }, 100_000, 0)).toEqual([]);
    expect(limitExcesses({ perOrderFen: null, monthlyFen: 200_000 }, 50_000, 150_000)).toEqual([]);
    expect(limitExcesses({ perOrderFen: 100_000, monthlyFen: 200_000 }, 150_000, 100_000)).toEqual([
      { kind: 'order', limitFen: 100_000, overFen: 50_000 },
      { kind: 'month', limitFen: 200_000, overFen: 50_000 },
    ]);
  });

  it('an order is held exactly when it goes over one limit or the other', () => {
    const limit = fc.option(fc.nat({ max: 10_000_000 }), { nil: null });
    fc.assert(
      fc.property(limit, limit, fc.nat({ max: 10_000_000 }), fc.nat({ max: 10_000_000 }), (perOrderFen, monthlyFen, orderFen, spentFen) => {
        const held = limitExcesses({ perOrderFen, monthlyFen }, orderFen, spentFen).length > 0;
        const over = (perOrderFen !== null && orderFen > perOrderFen) || (monthlyFen !== null && spentFen + orderFen > monthlyFen);
        expect(held).toBe(over);
      }),
    );
  });

  it('reads as one sentence per limit', () => {
    expect(excessText([{ kind: 'order', limitFen: 100_000, overFen: 62_000 }])).toBe('订单金额超出单笔限额 1,000.00 元，超出 620.00 元');
    expect(excessText([{ kind: 'order', limitFen: 123_456_789, overFen: 100 }])).toBe('订单金额超出单笔限额 1,234,567.89 元，超出 1.00 元');
    expect(
      excessText([
        { kind: 'order', limitFen: 100, overFen: 1 },
        { kind: 'month', limitFen: 200, overFen: 2 },
      ]),
    ).toBe('订单金额超出单笔限额 1.00 元，超出 0.01 元；本月累计采购金额超出月度预算 2.00 元，超出 0.02 元');
  });
});

describe('limit and comment checks', () => {
  it('blank means 不限; amounts have at most two decimals and a ceiling', () => {
    expect(checkLimit('')).toEqual({ ok: true, fen: null });
    expect(checkLimit(undefined)).toEqual({ ok: true, fen: null });
    expect(checkLimit(' 1000 ')).toEqual({ ok: true, fen: 100_000 });
    expect(checkLimit('0')).toEqual({ ok: true, fen: 0 });
    expect(checkLimit('1.234')).toEqual({ ok: false, message: '限额格式不正确' });
    expect(checkLimit('-1')).toEqual({ ok: false, message: '限额格式不正确' });
    expect(checkLimit('abc')).toEqual({ ok: false, message: '限额格式不正确' });
    expect(checkLimit('20000000')).toEqual({ ok: false, message: '限额不能超过 10000000' });
    expect(limitProblems({ per_order_limit: 'x', monthly_budget: '20000000' })).toEqual([
      { field: 'per_order_limit', message: '限额格式不正确' },
      { field: 'monthly_budget', message: '限额不能超过 10000000' },
    ]);
    expect(limitProblems({ per_order_limit: ' 1 ' })).toEqual([]);
    const refused = ApprovalLimitInputSchema.safeParse({ per_order_limit: '1', monthly_budget: 'x' });
    expect(refused.success ? null : refused.error.issues[0]?.path).toEqual(['monthly_budget']);
  });

  it('a rejection needs a comment; any comment stops at 200 characters', () => {
    expect(checkComment('', false)).toEqual({ ok: true, comment: '' });
    expect(checkComment('  ', true)).toEqual({ ok: false, message: '请填写驳回原因' });
    expect(checkComment(' 超预算 ', true)).toEqual({ ok: true, comment: '超预算' });
    expect(checkComment('审'.repeat(200), true).ok).toBe(true);
    expect(checkComment('审'.repeat(201), false)).toEqual({ ok: false, message: '审批意见长度不能超过 200' });
  });
});

describe('storefront views', () => {
  const raw = {
    approval_id: 7,
    group_order_id: 42,
    status: 1,
    status_name: '已通过',
    requester_name: '王采购',
    order_price: '1500.00',
    limit_text: '订单金额超出单笔限额 1,000.00 元，超出 500.00 元',
    decider_name: '李经理',
    decide_time: '2026-11-24 10:00:00',
    comment: '同意',
    group_order_sn: 'wxo1',
  };

  it('maps a record and says the decision', () => {
    const view = toApprovalView(raw);
    expect(view).toMatchObject({ id: 7, groupOrderId: 42, status: 1, orderFen: 150_000, requester: '王采购' });
    expect(decisionText(view)).toBe('李经理 于 2026-11-24 10:00:00 通过：同意');
    expect(decisionText({ ...view, status: 0 })).toBe('');
    // the queue's 审批原因: the limits for a limit's hold, the rule (and any limit) for a rule's
    expect(view.holdReason).toBe('订单金额超出单笔限额 1,000.00 元，超出 500.00 元');
    expect(toApprovalView({ ...raw, limit_text: '', rule_name: '大额采购', reason: '符合审批规则「大额采购」' }).holdReason).toBe(
      '规则审批：大额采购',
    );
    expect(toApprovalView({ ...raw, limit_text: '', reason: '超出预算：采购部月度预算剩余 0.00 元' }).holdReason).toBe(
      '超出预算：采购部月度预算剩余 0.00 元',
    );
  });

  it("offers 通过 only on the mall's can_decide, and says whom a pending order waits for", () => {
    expect(toApprovalView(raw).canDecide).toBe(false);
    expect(toApprovalView({ ...raw, can_decide: true }).canDecide).toBe(true);
    const levels = [
      { level_no: 1, label: '部门负责人', status: 0, is_current: true, approvers: ['王经理'] },
      { level_no: 2, label: '财务', status: 0, is_current: false, approvers: ['赵会计'] },
    ];
    expect(waitingText(toApprovalView({ ...raw, status: 0, levels }))).toBe('待 王经理 审批');
    expect(waitingText(toApprovalView({ ...raw, status: 0 }))).toBe('待他人审批');
  });

  it('sends held and rejected orders to their page instead of payment', () => {
    const view = toApprovalView(raw);
    expect(heldOrderHref({ id: 42, approval: null })).toBeNull();
    expect(heldOrderHref({ id: 42, approval: view })).toBeNull();
    expect(heldOrderHref({ id: 42, approval: { ...view, status: 0 } })).toBe('/order_stay_detail?order_id=42');
    expect(heldOrderHref({ id: 42, approval: { ...view, status: 2 } })).toBe('/order_stay_detail?order_id=42');
  });

  it('warns on the confirm page only when a limit is set and exceeded', () => {
    const none = toMyLimits({ per_order_limit: '', monthly_budget: '', month_spent: '0.00' });
    expect(confirmExcesses(none, 99_999_999)).toEqual([]);
    const limits = toMyLimits({ per_order_limit: '1000.00', monthly_budget: '', month_spent: '300.00' });
    expect(confirmExcesses(limits, 100_000)).toEqual([]);
    expect(confirmExcesses(limits, 150_000)).toEqual([{ kind: 'order', limitFen: 100_000, overFen: 50_000 }]);
    expect(confirmExcesses(null, 150_000)).toEqual([]);
    expect(confirmExcesses(limits, null)).toEqual([]);
  });

  it('reads tabs and builds their links', () => {
    expect(approvalTabOf(undefined)).toBe('0');
    expect(approvalTabOf('2')).toBe('2');
    expect(approvalTabOf('9')).toBe('0');
    expect(approvalsHref('0')).toBe('/user/approvals');
    expect(approvalsHref('1', 2)).toBe('/user/approvals?status=1&page=2');
  });
});
