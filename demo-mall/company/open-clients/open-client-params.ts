// The 开放接口 form (docs/company-api.md §17): name, role, unit, scopes and the IP allow-list, each refused with
// its own message. Lists come as JSON arrays, csv or repeated `key[]` values; the allow-list also one per line.
// Editing reads only the fields sent, so `{name}` renames and leaves the rest alone.
import { isCompanyRole, type CompanyRole } from '#shared/company/company-roles.ts';
import {
  isOpenClientScope,
  OPEN_CLIENT_LIMITS,
  OPEN_CLIENT_MESSAGES as M,
  OPEN_CLIENT_ROLES,
  type OpenClientScope,
} from '#shared/company/open-client-scopes.ts';
import { firstText } from '../../core/param-schemas.ts';
import type { Params } from '../../core/params.ts';
import { normalEntry } from './ip-allow.ts';

export interface ClientInput {
  name?: string;
  role?: CompanyRole;
  /** 0: the company's root unit */
  unitId?: number;
  scopes?: OpenClientScope[];
  ipAllow?: string[];
}

type Read<T = ClientInput> = { ok: true; value: T } | { ok: false; message: string };

export type NewClientInput = Required<ClientInput>;

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((part) => String(part).trim()).filter(Boolean);
  return firstText(value)
    .split(/[,\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

const given = (params: Params, key: string) => params[key] !== undefined || params[`${key}[]`] !== undefined;
const sent = (params: Params, key: string) => params[key] ?? params[`${key}[]`];

export function readClientParams(params: Params, editing: boolean): Read {
  const value: ClientInput = {};
  if (!editing || given(params, 'name')) {
    const name = firstText(params.name);
    if (name === '' || [...name].length > OPEN_CLIENT_LIMITS.nameMax) return { ok: false, message: M.nameInvalid };
    value.name = name;
  }
  if (!editing || given(params, 'role')) {
    const role = firstText(params.role);
    if (!isCompanyRole(role) || !OPEN_CLIENT_ROLES.includes(role)) return { ok: false, message: M.roleInvalid };
    value.role = role;
  }
  if (given(params, 'unit_id')) {
    const unit = firstText(params.unit_id);
    if (unit !== '' && !/^\d{1,9}$/.test(unit)) return { ok: false, message: M.unitInvalid };
    value.unitId = unit === '' ? 0 : Number(unit);
  }
  if (!editing || given(params, 'scopes')) {
    const scopes = listOf(sent(params, 'scopes'));
    if (scopes.length === 0) return { ok: false, message: M.scopesRequired };
    if (!scopes.every(isOpenClientScope)) return { ok: false, message: M.scopeInvalid };
    value.scopes = [...new Set(scopes)];
  }
  if (!editing || given(params, 'ip_allow')) {
    const entries = listOf(sent(params, 'ip_allow'));
    if (entries.length > OPEN_CLIENT_LIMITS.ipMax) return { ok: false, message: M.ipTooMany };
    const normal: string[] = [];
    for (const entry of entries) {
      const read = normalEntry(entry);
      if (!read) return { ok: false, message: `${M.ipInvalid}${entry.slice(0, 50)}` };
      normal.push(read);
    }
    value.ipAllow = [...new Set(normal)];
  }
  return { ok: true, value };
}

/** A new client's form: every field but the unit is required (no unit: the company's root unit). */
export function readNewClientParams(params: Params): Read<NewClientInput> {
  const read = readClientParams(params, false);
  if (!read.ok) return read;
  const { name, role, scopes, ipAllow, unitId = 0 } = read.value;
  // editing=false reads every one of them or refuses
  if (name === undefined || role === undefined || scopes === undefined || ipAllow === undefined)
    return { ok: false, message: M.nameInvalid };
  return { ok: true, value: { name, role, scopes, ipAllow, unitId } };
}
