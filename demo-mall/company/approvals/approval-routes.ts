// Spending limits and the approval queue (docs/company-api.md §5): members' limits (members.manage), the
// caller's own limits and month (the confirm page's warning), the queue and its decisions (approvals.manage),
// and the requester's unseen decisions (the toast on their next visit). The permissions are the route table's
// rows, checked by company/route-guard.ts before these handlers run.
import type { FastifyInstance } from 'fastify';
import { APPROVAL_MESSAGES as M } from '#shared/company/approval-rules.ts';
import { formatFen } from '#shared/money.ts';
import { fail, formatDateTime, ok, okMessage } from '../../core/envelope.ts';
import { idOf, paginate, pagingOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import { readDecisionParams, readLimitParams } from './approval-params.ts';
import { type Approvals, monthOf } from './approval-service.ts';
import { approvalRowView, approvalView } from './approval-views.ts';
import { purchaseNumberOf } from '../../trade/purchase-number.ts';
import type { Membership } from '../membership.ts';
import type { Clock } from '../../core/clock.ts';
import type { OrderStore } from '../../trade/order-store.ts';
import type { UnitStore } from '../units/unit-store.ts';

const LIST_LIMIT_MAX = 50;
const STATUS_FILTERS = ['', '0', '1', '2', '-1'];
const STAGE_MESSAGES = {
  approved: M.approved,
  rejected: M.rejected,
  advanced: '本级已通过，等待下一级审批',
  waiting: '已通过，等待本级其他审批人',
};
const limitText = (fen: number | null) => (fen === null ? '' : formatFen(fen));

/** What the approval queue's routes use of the mall. */
export interface ApprovalRouteDeps {
  membership: Membership;
  now: Clock;
  orders: OrderStore;
  units: UnitStore;
  approvals: Approvals;
}

export function registerApprovalRoutes(app: FastifyInstance, options: ApprovalRouteDeps): void {
  const { membership, approvals, orders, now, units } = options;
  /** unit_id filter: orders of that unit and the units below it (blank: all); null for a unit not in the company */
  const unitFilter = (companyId: number, raw: unknown) => {
    const unitId = Number(String(raw ?? '').trim() || 0);
    if (unitId === 0) return () => true;
    const unit = units.byId(unitId);
    if (!Number.isInteger(unitId) || !unit || unit.company_id !== companyId) return null;
    const ids = units.subtreeIds(companyId, unitId);
    const root = units.rootOf(companyId, formatDateTime(new Date(now()))).unit_id;
    return (row: { unit_id: number | null }) => ids.includes(row.unit_id ?? root);
  };
  const { store } = approvals;
  const month = () => monthOf(formatDateTime(new Date(now())));

  /** limits and this month's spending of one member, as the limit dialog and the confirm page read them */
  const limitsView = (companyId: number, uid: number) => {
    const limits = store.limitsOf(companyId, uid);
    return {
      uid,
      nickname: store.nicknameOf(uid),
      per_order_limit: limitText(limits.perOrderFen),
      monthly_budget: limitText(limits.monthlyFen),
      month: month(),
      month_spent: formatFen(store.monthSpent(`company:${companyId}`, uid, month())),
    };
  };

  app.get('/api/company/approval/limit/:uid', async (request) => {
    const self = membership.member(request);
    const uid = idOf(request, 'uid');
    if (!store.isMember(self.companyId, uid)) return fail(M.memberMissing);
    return ok(limitsView(self.companyId, uid));
  });

  app.post('/api/company/approval/limit/:uid', async (request) => {
    const self = membership.member(request);
    const uid = idOf(request, 'uid');
    if (!store.isMember(self.companyId, uid)) return fail(M.memberMissing);
    const read = readLimitParams(readParams(request));
    if (!read.ok) return fail(read.message);
    const time = formatDateTime(new Date(now()));
    store.saveLimits({ companyId: self.companyId, uid, ...read.value, updateUid: self.uid, time });
    return ok(limitsView(self.companyId, uid), M.limitSaved);
  });

  app.get('/api/company/approval/my_limit', async (request) => {
    const self = membership.member(request);
    return ok(limitsView(self.companyId, self.uid));
  });

  app.get('/api/company/approval/lst', async (request) => {
    const self = membership.member(request);
    const params = readParams(request);
    const status = String(params.status ?? '').trim();
    if (!STATUS_FILTERS.includes(status)) return fail(M.statusFilter);
    store.syncCancelled();
    const inUnit = unitFilter(self.companyId, params.unit_id);
    if (!inUnit) return fail(M.statusFilter);
    const rows = store
      .listOf(self.companyId)
      .filter((row) => status === '' || row.status === Number(status))
      .filter(approvals.visibleTo(self))
      .filter(inUnit);
    const { page, limit } = pagingOf(params, 10);
    const { count, list } = paginate(rows, page, Math.min(limit, LIST_LIMIT_MAX));
    return ok({
      count,
      list: list.map((row) => ({
        ...approvalRowView(row, store, orders, approvals.chainView),
        can_decide: approvals.mayDecide(self, row),
      })),
    });
  });

  app.get('/api/company/approval/detail/:id', async (request) => {
    const self = membership.member(request);
    store.syncCancelled();
    const row = store.byId(idOf(request));
    if (!row || row.company_id !== self.companyId || !approvals.visibleTo(self)(row)) return fail(M.missing);
    return ok({ ...approvalRowView(row, store, orders, approvals.chainView), can_decide: approvals.mayDecide(self, row) });
  });

  for (const [action, status] of [
    ['approve', 1],
    ['reject', 2],
  ] as const) {
    app.post(`/api/company/approval/${action}/:id`, async (request) => {
      const read = readDecisionParams(readParams(request), status === 2);
      if (!read.ok) return fail(read.message);
      const decided = approvals.decide(membership.member(request), idOf(request), status, read.value.comment);
      if (!decided.ok) return fail(decided.message);
      return ok(approvalView(decided.value.row, store, approvals.chainView), STAGE_MESSAGES[decided.value.stage]);
    });
  }

  app.get('/api/company/approval/notice', async (request) => {
    const self = membership.member(request);
    const list = store.unseenOf(self.uid, self.companyId).map((row) => ({
      ...approvalView(row, store),
      order_sn: purchaseNumberOf(orders, row.group_order_id),
      group_order_sn: orders.group(row.group_order_id)?.group_order_sn ?? '',
    }));
    return ok({ count: list.length, list });
  });

  app.post('/api/company/approval/notice/seen', async (request) => {
    const self = membership.member(request);
    const raw = readParams(request).ids;
    const ids = (Array.isArray(raw) ? raw : String(raw ?? '').split(',')).map(Number).filter((id) => Number.isInteger(id) && id > 0);
    const chosen = ids.length > 0 ? ids : store.unseenOf(self.uid, self.companyId).map((row) => row.approval_id);
    for (const id of chosen) store.markSeen(id, self.uid);
    return okMessage(M.seen);
  });
}
