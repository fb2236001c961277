// The delivery address's rules (收货地址, docs/mall-api.md §3.9 /api/user/address/create) without zod: the BFF's
// AddressInputSchema (shared/schemas/trade-schemas.ts) applies them to a body, and the browser's address form checks
// with them directly, so the address pages load no validation library. Each field is checked on its own, in the
// mall validator's order, so a form can show every field's first problem and the BFF answers the first of them.
import { integerOf, isAbsent } from '../schemas/number-fields.ts';
import { AUTH_MESSAGES } from '../auth-rules.ts';
import { isMobile } from '../phone-rules.ts';
import { TRADE_MESSAGES } from './receipt-rules.ts';

/** 省 市 区 街道: a region chain has at most four steps. */
const AREA_STEPS_MAX = 4;

/** Text as forms and JSON send it: numbers read as their text, strings trimmed, anything else ''. */
const textOf = (value: unknown): string => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '');

/** A yes/no field as forms and JSON send it. */
const flagOf = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

/** An address body's fields as sent: each read by the rules below. */
export interface AddressFieldsInput {
  address_id?: unknown;
  real_name?: unknown;
  phone?: unknown;
  area?: unknown;
  detail?: unknown;
  post_code?: unknown;
  is_default?: unknown;
}

/** One step of the region cascader as the address form sends it. */
export interface RegionStep {
  id: number;
  name: string;
}

/** A checked address body, typed. */
export interface AddressInput {
  address_id: number;
  real_name: string;
  phone: string;
  area: RegionStep[];
  detail: string;
  post_code: string;
  is_default: boolean;
}

export type AddressInputField = 'address_id' | 'real_name' | 'phone' | 'area' | 'detail';

/** 0 or absent: a new address; otherwise the id of one of the buyer's addresses (NaN when it is not one). */
function addressIdOf(value: unknown): number {
  const id = isAbsent(value) ? 0 : integerOf(value);
  return Number.isInteger(id) && id >= 0 ? id : Number.NaN;
}

function regionStepOf(value: unknown): RegionStep | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { id, name } = value as { id?: unknown; name?: unknown };
  const number = integerOf(id);
  if (!Number.isInteger(number) || number <= 0 || typeof name !== 'string' || name.trim() === '') return null;
  return { id: number, name: name.trim() };
}

/** The region chain's steps; null when it is not a chain of {id, name}. */
function regionStepsOf(value: unknown): RegionStep[] | null {
  if (!Array.isArray(value) || value.length > AREA_STEPS_MAX) return null;
  const steps = value.map(regionStepOf);
  return steps.every((step) => step !== null) ? (steps as RegionStep[]) : null;
}

function areaProblem(value: unknown): string | null {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return TRADE_MESSAGES.areaRequired;
  return regionStepsOf(value) ? null : TRADE_MESSAGES.areaInvalid;
}

/** Every field's first broken rule, in the mall validator's order; [] when the address may be sent. */
export function addressProblems(input: AddressFieldsInput): { field: AddressInputField; message: string }[] {
  const m = TRADE_MESSAGES;
  const phone = textOf(input.phone);
  const problems: [AddressInputField, string | null][] = [
    ['address_id', Number.isNaN(addressIdOf(input.address_id)) ? m.addressMissing : null],
    ['real_name', textOf(input.real_name) === '' ? m.realNameRequired : null],
    ['phone', phone === '' ? AUTH_MESSAGES.phoneRequired : isMobile(phone) ? null : AUTH_MESSAGES.phoneInvalid],
    ['area', areaProblem(input.area)],
    ['detail', textOf(input.detail) === '' ? m.detailRequired : null],
  ];
  return problems.flatMap(([field, message]) => (message ? [{ field, message }] : []));
}

/** A body without problems, typed: numbers and flags read from text, text trimmed. */
export function normalizeAddress(input: AddressFieldsInput): AddressInput {
  return {
    address_id: addressIdOf(input.address_id),
    real_name: textOf(input.real_name),
    phone: textOf(input.phone),
    area: regionStepsOf(input.area) ?? [],
    detail: textOf(input.detail),
    post_code: textOf(input.post_code),
    is_default: flagOf(input.is_default),
  };
}
