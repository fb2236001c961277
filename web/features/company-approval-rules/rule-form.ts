// Pure: one approval rule as the 审批流程 dialog edits it (docs/company-api.md §13.2) — the form from the mall's
// row, the body it posts, and the first thing wrong with it in the mall's own Chinese words, so a refused
// form keeps what was typed and says why before anything is sent.
import { RULE_LEVELS_MAX, RULE_MESSAGES as M, RULE_NAME_MAX } from '#shared/company/org-rules.ts';

export interface LevelForm {
  kind: 'head' | 'role' | 'members';
  role: string;
  /** '0': the requester's unit and those above it */
  unit_id: string;
  uids: number[];
  mode: 'any' | 'all';
}

export interface RuleForm {
  rule_id: number;
  name: string;
  min_amount: string;
  max_amount: string;
  category_id: string;
  unit_id: string;
  requester_role: string;
  over_limit: boolean;
  over_budget: boolean;
  levels: LevelForm[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

export const headLevel = (): LevelForm => ({ kind: 'head', role: '', unit_id: '0', uids: [], mode: 'any' });

export const emptyRule = (): RuleForm => ({
  rule_id: 0,
  name: '',
  min_amount: '',
  max_amount: '',
  category_id: '0',
  unit_id: '0',
  requester_role: '',
  over_limit: false,
  over_budget: false,
  levels: [headLevel()],
});

function levelFormOf(l: Record<string, unknown>): LevelForm {
  const kind = l.kind === 'role' || l.kind === 'members' ? l.kind : 'head';
  const uids = Array.isArray(l.uids) ? l.uids.map(Number).filter((uid) => uid > 0) : [];
  return { kind, role: text(l.role), unit_id: text(l.unit_id) || '0', uids, mode: l.mode === 'all' ? 'all' : 'any' };
}

/** the form of a rule the mall listed (GET /api/company/approval_rule/lst) */
export function ruleFormOf(r: Record<string, unknown>): RuleForm {
  const levels = Array.isArray(r.levels) ? (r.levels as Record<string, unknown>[]).map(levelFormOf) : [];
  return {
    rule_id: Number(r.rule_id) || 0,
    name: text(r.name),
    min_amount: text(r.min_amount),
    max_amount: text(r.max_amount),
    category_id: text(r.category_id) || '0',
    unit_id: text(r.unit_id) || '0',
    requester_role: text(r.requester_role),
    over_limit: Number(r.over_limit) === 1,
    over_budget: Number(r.over_budget) === 1,
    levels: levels.length > 0 ? levels : [headLevel()],
  };
}

/** POST /api/company/approval_rule/save: a level carries only what its kind uses */
export function ruleBody(form: RuleForm) {
  const levels = form.levels.map((l) => ({
    kind: l.kind,
    mode: l.mode,
    ...(l.kind === 'role' ? { role: l.role, unit_id: Number(l.unit_id) || 0 } : {}),
    ...(l.kind === 'members' ? { uids: l.uids } : {}),
  }));
  return {
    ...(form.rule_id > 0 ? { rule_id: form.rule_id } : {}),
    name: form.name.trim(),
    min_amount: form.min_amount.trim(),
    max_amount: form.max_amount.trim(),
    category_id: form.category_id,
    unit_id: form.unit_id,
    requester_role: form.requester_role,
    over_limit: form.over_limit ? 1 : 0,
    over_budget: form.over_budget ? 1 : 0,
    levels: JSON.stringify(levels),
  };
}

/** the first thing the mall would refuse, or null */
export function ruleFormProblem(form: RuleForm): string | null {
  const name = form.name.trim();
  if (name === '') return M.nameRequired;
  if ([...name].length > RULE_NAME_MAX) return M.nameTooLong;
  const [min, max] = [form.min_amount.trim(), form.max_amount.trim()];
  if ((min !== '' && !AMOUNT.test(min)) || (max !== '' && !AMOUNT.test(max))) return M.amountFormat;
  if (min !== '' && max !== '' && Number(max) < Number(min)) return M.amountRange;
  if (form.levels.length === 0) return M.levelsRequired;
  if (form.levels.length > RULE_LEVELS_MAX) return M.levelsTooMany;
  if (form.levels.some((l) => l.kind === 'role' && l.role === '')) return M.levelRole;
  if (form.levels.some((l) => l.kind === 'members' && l.uids.length === 0)) return M.levelMembers;
  return null;
}
