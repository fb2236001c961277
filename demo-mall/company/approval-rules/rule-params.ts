// The body of POST /api/company/approval_rule/save (docs/company-api.md §13.2) checked field by field, the
// first broken rule answering in Chinese: name, amounts from/to in yuan, the optional conditions, and one to
// five levels (`levels` as a list or its JSON text). Whether units and members exist is the routes' check.
import { COMPANY_ROLES, type CompanyRole } from '#shared/company/company-roles.ts';
import { LEVEL_KINDS, LEVEL_MODES, RULE_LEVELS_MAX, RULE_MESSAGES as M, RULE_NAME_MAX } from '#shared/company/org-rules.ts';
import { toFen } from '#shared/money.ts';
import { flagOf, integerOf, isAbsent, type ParamsRead, readEach, textOf } from '../../core/param-readers.ts';
import type { RuleInput, RuleLevel } from './rule-store.ts';

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
type Read<T> = { ok: true; value: T } | { ok: false; message: string };

function amountOf(value: unknown): Read<number | null> {
  if (isAbsent(value)) return { ok: true, value: null };
  return AMOUNT.test(textOf(value)) ? { ok: true, value: toFen(textOf(value)) } : { ok: false, message: M.amountFormat };
}

const optionalId = (value: unknown) => (isAbsent(value) || integerOf(value) === 0 ? null : integerOf(value));

function levelOf(raw: unknown): Read<RuleLevel> {
  const level = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const kind = textOf(level.kind);
  if (!(LEVEL_KINDS as readonly string[]).includes(kind)) return { ok: false, message: M.levelKind };
  const mode = isAbsent(level.mode) ? 'any' : textOf(level.mode);
  if (!(LEVEL_MODES as readonly string[]).includes(mode)) return { ok: false, message: M.levelMode };
  const role = textOf(level.role);
  if (kind === 'role' && !COMPANY_ROLES.includes(role as CompanyRole)) return { ok: false, message: M.levelRole };
  const uids = (Array.isArray(level.uids) ? level.uids : []).map(integerOf);
  if (kind === 'members' && (uids.length === 0 || uids.some((uid) => !(uid > 0)))) return { ok: false, message: M.levelMembers };
  return {
    ok: true,
    value: {
      kind: kind as RuleLevel['kind'],
      role: kind === 'role' ? role : null,
      unit_id: kind === 'role' ? optionalId(level.unit_id) : null,
      uids: kind === 'members' ? [...new Set(uids)] : [],
      mode: mode as RuleLevel['mode'],
    },
  };
}

function levelsOf(value: unknown): Read<RuleLevel[]> {
  let raw = value;
  if (typeof value === 'string') {
    try {
      raw = JSON.parse(value);
    } catch {
      return { ok: false, message: M.levelsRequired };
    }
  }
  if (!Array.isArray(raw) || raw.length === 0) return { ok: false, message: M.levelsRequired };
  if (raw.length > RULE_LEVELS_MAX) return { ok: false, message: M.levelsTooMany };
  return readEach(raw, levelOf);
}

export function readRuleParams(params: Readonly<Record<string, unknown>>): ParamsRead<RuleInput> {
  const name = textOf(params.name);
  if (name === '') return { ok: false, message: M.nameRequired };
  if ([...name].length > RULE_NAME_MAX) return { ok: false, message: M.nameTooLong };
  const min = amountOf(params.min_amount);
  if (!min.ok) return min;
  const max = amountOf(params.max_amount);
  if (!max.ok) return max;
  if (min.value !== null && max.value !== null && max.value < min.value) return { ok: false, message: M.amountRange };
  const role = textOf(params.requester_role);
  if (role !== '' && !COMPANY_ROLES.includes(role as CompanyRole)) return { ok: false, message: M.roleInvalid };
  const levels = levelsOf(params.levels);
  if (!levels.ok) return levels;
  return {
    ok: true,
    value: {
      name,
      minFen: min.value,
      maxFen: max.value,
      categoryId: optionalId(params.category_id),
      unitId: optionalId(params.unit_id),
      requesterRole: role === '' ? null : role,
      overLimit: flagOf(params.over_limit),
      overBudget: flagOf(params.over_budget),
      levels: levels.value,
    },
  };
}
