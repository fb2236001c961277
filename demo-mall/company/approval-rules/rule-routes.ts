// 审批流程 (docs/company-api.md §13.2): the company's ordered rules, read by every member who may see the
// queue's reasons, saved whole, deleted and reordered by 管理员 (org.manage). Saving never touches an order
// already held: its chain was copied when it was held.
import type { FastifyInstance } from 'fastify';
import { COMPANY_ROLE_NAMES, type CompanyRole } from '#shared/company/company-roles.ts';
import { LEVEL_KIND_NAMES, LEVEL_MODE_NAMES, RULE_MESSAGES as M, RULES_MAX } from '#shared/company/org-rules.ts';
import { formatFen } from '#shared/money.ts';
import { fail, ok, okMessage } from '../../core/envelope.ts';
import { idListOf, integerOf } from '../../core/param-readers.ts';
import { idOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import type { Membership } from '../membership.ts';
import type { UnitStore } from '../units/unit-store.ts';
import { readRuleParams } from './rule-params.ts';
import { levelsOf, type RuleInput, type RuleRow, type RuleStore } from './rule-store.ts';

export interface RuleRouteDeps {
  membership: Membership;
  units: UnitStore;
  rules: RuleStore;
  time: () => string;
  isActiveMember: (companyId: number, uid: number) => boolean;
}

const fenText = (fen: number | null) => (fen === null ? '' : formatFen(fen));

export function registerRuleRoutes(app: FastifyInstance, { membership, units, rules, time, isActiveMember }: RuleRouteDeps): void {
  const unitName = (id: number | null) => (id === null ? '' : (units.byId(id)?.name ?? ''));
  const view = (row: RuleRow) => ({
    rule_id: row.rule_id,
    sort: row.sort,
    name: row.name,
    min_amount: fenText(row.min_fen),
    max_amount: fenText(row.max_fen),
    category_id: row.category_id ?? 0,
    unit_id: row.unit_id ?? 0,
    unit_name: unitName(row.unit_id),
    requester_role: row.requester_role ?? '',
    requester_role_name: row.requester_role ? (COMPANY_ROLE_NAMES[row.requester_role as CompanyRole] ?? '') : '',
    over_limit: row.over_limit,
    over_budget: row.over_budget,
    levels: levelsOf(row).map((l) => ({
      ...l,
      unit_id: l.unit_id ?? 0,
      unit_name: unitName(l.unit_id),
      kind_name: LEVEL_KIND_NAMES[l.kind],
      mode_name: LEVEL_MODE_NAMES[l.mode],
    })),
    update_time: row.update_time,
  });

  /** units and members the rule names belong to the company */
  function foreignReference(companyId: number, input: RuleInput): string | null {
    const own = (id: number | null) => id === null || (Number.isInteger(id) && units.byId(id)?.company_id === companyId);
    if (!own(input.unitId) || input.levels.some((l) => !own(l.unit_id))) return M.unitMissing;
    if (input.categoryId !== null && !(Number.isInteger(input.categoryId) && input.categoryId > 0)) return M.amountFormat;
    if (input.levels.some((l) => l.uids.some((uid) => !isActiveMember(companyId, uid)))) return M.levelMemberMissing;
    return null;
  }

  app.get('/api/company/approval_rule/lst', async (request) => {
    const self = membership.member(request);
    return ok({ list: rules.listOf(self.companyId).map(view) });
  });

  app.post('/api/company/approval_rule/save', async (request) => {
    const self = membership.member(request);
    const params = readParams(request);
    const read = readRuleParams(params);
    if (!read.ok) return fail(read.message);
    const foreign = foreignReference(self.companyId, read.value);
    if (foreign) return fail(foreign);
    const ruleId = integerOf(params.rule_id || 0);
    return rules.atomically(() => {
      if (ruleId > 0) {
        if (!rules.update(self.companyId, ruleId, read.value, self.uid, time())) return fail(M.missing);
        return ok(view(rules.byId(self.companyId, ruleId) as RuleRow), M.saved);
      }
      if (rules.listOf(self.companyId).length >= RULES_MAX) return fail(M.tooMany);
      const id = rules.insert(self.companyId, read.value, self.uid, time());
      return ok(view(rules.byId(self.companyId, id) as RuleRow), M.saved);
    });
  });

  app.post('/api/company/approval_rule/delete/:id', async (request) =>
    rules.remove(membership.member(request).companyId, idOf(request)) ? okMessage(M.deleted) : fail(M.missing),
  );

  app.post('/api/company/approval_rule/sort', async (request) => {
    const self = membership.member(request);
    const ids = idListOf(readParams(request).ids);
    const current = rules.listOf(self.companyId).map((r) => r.rule_id);
    const same =
      ids !== null && ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) return fail(M.sortList);
    rules.reorder(self.companyId, ids);
    return okMessage(M.sorted);
  });
}
