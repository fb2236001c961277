// The company half of placing an order (demo-mall/company/order-placement.ts, docs/adr/0095): each named step
// on its own, over stand-ins for the stores it reads and writes, and the order the steps run in.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { GateAnswer, Verdict } from '../../../demo-mall/company/approval-rules/order-gate.ts';
import type { RuleRow } from '../../../demo-mall/company/approval-rules/rule-store.ts';
import type { ApprovalRow } from '../../../demo-mall/company/approvals/approval-store.ts';
import type { BudgetRow } from '../../../demo-mall/company/budgets/budget-store.ts';
import type { CompanyMember } from '../../../demo-mall/company/membership.ts';
import {
  createOrderPlacement,
  createPlacementSteps,
  type OrderPlacementDeps,
  type PlacingOrder,
} from '../../../demo-mall/company/order-placement.ts';
import type { GroupOrderRow, OrderProductRow, OrderRow } from '../../../demo-mall/trade/order-store.ts';

const MEMBER: CompanyMember = { companyId: 3, uid: 41, role: 'buyer', status: 1 };
const request = {} as FastifyRequest;
const GROUP = {
  group_order_id: 7,
  group_order_sn: 'G7',
  principal: 'company:3',
  pay_price_fen: 150_00,
  paid: 0,
  is_del: 0,
  create_time: '2026-12-07 10:00:00',
} as GroupOrderRow;
const budget = (over: Partial<BudgetRow>) => ({ budget_id: 1, amount_fen: 100_00, mode: 'hold', ...over }) as BudgetRow;
const standing = (mode: 'hold' | 'refuse'): Omit<GateAnswer, 'verdict'> => ({
  unitId: 5,
  budgets: [{ budget: budget({ mode }), usedFen: 0, remainingFen: 100_00, over: true, name: '采购部月度预算' }],
});
const RULE = { rule_id: 9, name: '大额', levels: '[]' } as RuleRow;
/** what a better-sqlite3 write answers */
const RUN = { changes: 1, lastInsertRowid: 0 };

/** stand-ins that record every write, in order */
function standIns(over: Partial<OrderPlacementDeps> = {}) {
  const writes: string[] = [];
  /** records a write and answers what better-sqlite3 would */
  const wrote = (what: string) => {
    writes.push(what);
    return RUN;
  };
  const rows = new Map<number, ApprovalRow>();
  const deps: OrderPlacementDeps = {
    memberOf: () => MEMBER,
    orders: {
      group: (id) => (id === GROUP.group_order_id ? GROUP : undefined),
      ordersOfGroup: () => [{ order_id: 70, order_sn: 'W70' } as OrderRow],
      productsOf: () => [{ product_id: 12 } as OrderProductRow],
    },
    approvals: {
      byGroup: (id) => [...rows.values()].find((row) => row.group_order_id === id),
      byId: (id) => rows.get(id),
      limitsOf: () => ({ perOrderFen: 100_00, monthlyFen: null }),
      monthSpent: () => 20_00,
      insert(row) {
        writes.push('insert');
        const id = rows.size + 1;
        rows.set(id, { ...row, approval_id: id, status: 0, rule_id: null, reason: '超出单笔限额' } as ApprovalRow);
        return id;
      },
      setDeadline: () => wrote('deadline').changes === 1,
      nicknameOf: () => '采购小王',
    },
    budgets: { isStamped: () => false, stampOrder: (...args) => wrote(`stamp ${args.slice(0, 3).join(' ')}`) },
    gate: {
      standings: () => standing('hold'),
      refusal: (found) => (found.budgets.some((b) => b.budget.mode === 'refuse') ? '超出预算，无法下单' : null),
      holdVerdict: () => ({ kind: 'hold', rule: null, reason: '超出单笔限额' }),
    },
    chain: { snapshot: (held, levels) => void writes.push(`chain ${held.approval_id} ${levels === null ? 'fallback' : 'rule'}`) },
    chainStore: { stampRule: (id, ruleId) => wrote(`rule ${id} ${ruleId}`) },
    chainView: () => ({}),
    notices: { levelWaiting: (_held, text) => void writes.push(`tell ${text}`) },
    tellBudgets: (companyId, standings, fen) => void writes.push(`budgets ${companyId} ${standings.length} ${fen}`),
    companyOrders: { stamp: (_request, id) => void writes.push(`member ${id}`) },
    purchaseRefs: {
      check: (_request, body) => (body.po_number === 'bad' ? { ok: false, message: '采购单号格式有误' } : { ok: true, value: null }),
      stamp: (id) => void writes.push(`po ${id}`),
    },
    time: () => '2026-12-07 10:00:00',
    ...over,
  };
  return { deps, writes, rows };
}

function placing(deps: OrderPlacementDeps): PlacingOrder {
  const order = createPlacementSteps(deps).readOrder(request, GROUP.group_order_id);
  if (order === null || 'existing' in order) throw new Error('expected an order to decide');
  return order;
}

describe('company order placement steps', () => {
  it('checkPurchaseRef answers the purchase references’ refusal before the order exists', () => {
    const { deps } = standIns();
    expect(createPlacementSteps(deps).checkPurchaseRef(request, { po_number: 'bad' })).toEqual({
      ok: false,
      message: '采购单号格式有误',
    });
  });

  it('stampMember and stampPurchaseRef stamp the new order', () => {
    const { deps, writes } = standIns();
    const steps = createPlacementSteps(deps);
    steps.stampMember(request, 7);
    steps.stampPurchaseRef(7, null);
    expect(writes).toEqual(['member 7', 'po 7']);
  });

  it('readOrder reads the member, limits, month so far, products and the unit’s budgets; nothing for a personal order', () => {
    const { deps } = standIns();
    const order = placing(deps);
    expect(order).toMatchObject({ groupOrderId: 7, amountFen: 150_00, spentFen: 20_00, date: '2026-12-07' });
    expect(order.ask).toMatchObject({ productIds: [12], excesses: [{ kind: 'order', limitFen: 100_00, overFen: 50_00 }] });
    expect(order.standing.unitId).toBe(5);
    expect(createPlacementSteps(standIns({ memberOf: () => null }).deps).readOrder(request, 7)).toBeNull();
  });

  it('readOrder answers the existing hold of a repeated create, and nothing for an order already counted', () => {
    const { deps, rows } = standIns();
    rows.set(1, { approval_id: 1, group_order_id: 7, status: 0 } as ApprovalRow);
    expect(createPlacementSteps(deps).readOrder(request, 7)).toEqual({ existing: rows.get(1) });
    const stamped = standIns({ budgets: { isStamped: () => true, stampOrder: () => RUN } }).deps;
    expect(createPlacementSteps(stamped).readOrder(request, 7)).toBeNull();
  });

  it('refuseOverBudget refuses over a refuse-mode budget only', () => {
    const { deps } = standIns();
    const steps = createPlacementSteps(deps);
    const order = placing(deps);
    expect(steps.refuseOverBudget(order)).toBeNull();
    expect(steps.refuseOverBudget({ ...order, standing: standing('refuse') })).toBe('超出预算，无法下单');
  });

  it('matchApprovalRule answers the gate’s verdict for the member, the question and the budgets', () => {
    const seen: unknown[] = [];
    const verdict: Verdict = { kind: 'hold', rule: RULE, reason: '金额 ≥ 100.00' };
    const { deps } = standIns();
    const holdVerdict = (...args: unknown[]) => {
      seen.push(...args);
      return verdict;
    };
    const gate = { ...deps.gate, holdVerdict };
    const order = placing({ ...deps, gate });
    expect(createPlacementSteps({ ...deps, gate }).matchApprovalRule(order)).toBe(verdict);
    expect(seen).toEqual([MEMBER, order.ask, order.standing]);
  });

  it('stampUnitAndBudgets counts the order against its unit', () => {
    const { deps, writes } = standIns();
    createPlacementSteps(deps).stampUnitAndBudgets(placing(deps));
    expect(writes).toEqual(['stamp 7 3 5']);
  });

  it('tellBudgetHolders hands the budgets and the amount to the budget alerts', () => {
    const { deps, writes } = standIns();
    createPlacementSteps(deps).tellBudgetHolders(placing(deps));
    expect(writes).toEqual(['budgets 3 1 15000']);
  });

  it('holdForApproval writes the record, its rule, its chain and the open deadline', () => {
    const { deps, writes } = standIns();
    const held = createPlacementSteps(deps).holdForApproval(placing(deps), { kind: 'hold', rule: RULE, reason: '大额' });
    expect(held).toMatchObject({ approval_id: 1, group_order_id: 7, requester_uid: 41, order_fen: 150_00, month_spent_fen: 20_00 });
    expect(writes).toEqual(['insert', 'rule 1 9', 'chain 1 rule', 'deadline']);
  });

  it('tellApprovers tells the waiting level who ordered what and why', () => {
    const { deps, writes } = standIns();
    const order = placing(deps);
    createPlacementSteps(deps).tellApprovers(order, { approval_id: 1, reason: '超出单笔限额' } as ApprovalRow);
    expect(writes).toEqual(['tell 采购小王 的订单 W70（¥150.00）待审批：超出单笔限额']);
  });
});

describe('company order placement, one call per order', () => {
  const create = () => ({ ok: true as const, value: { groupOrderId: 7 } });

  it('runs the steps in order and answers the hold', () => {
    const { deps, writes } = standIns();
    const placed = createOrderPlacement(deps).place(request, {}, create);
    expect(placed).toMatchObject({ ok: true, value: { groupOrderId: 7, paid: false, held: { status: 200 } } });
    expect(writes.map((w) => w.split(' ')[0])).toEqual(['member', 'po', 'stamp', 'budgets', 'insert', 'rule', 'chain', 'deadline', 'tell']);
  });

  it('a refuse-mode budget refuses before anything is counted; a refused reference never creates the order', () => {
    const { deps, writes } = standIns({ gate: { ...standIns().deps.gate, standings: () => standing('refuse') } });
    expect(createOrderPlacement(deps).place(request, {}, create)).toMatchObject({ refused: { status: 400 } });
    expect(writes).toEqual(['member 7', 'po 7']);
    let created = false;
    const refused = createOrderPlacement(deps).place(request, { po_number: 'bad' }, () => {
      created = true;
      return create();
    });
    expect(refused).toEqual({ ok: false, message: '采购单号格式有误' });
    expect(created).toBe(false);
  });

  it('an order that passes is counted and goes on to payment', () => {
    const { deps, writes } = standIns();
    const pass = { ...deps, gate: { ...deps.gate, holdVerdict: (): Verdict => ({ kind: 'pass' }) } };
    expect(createOrderPlacement(pass).place(request, {}, create)).toMatchObject({ ok: true, value: { held: null } });
    expect(writes).toEqual(['member 7', 'po 7', 'stamp 7 3 5', 'budgets 3 1 15000']);
  });
});
