// POST /api/user/address/create, checked the way CRMEB's UserAddressValidate does: 收货人姓名, 收货人电话 (a
// mobile number), 收货信息 (at least three {id, name} steps), 收货人详细地址. Whether the steps are a real path
// down to a leaf of the region tree is the route's next check (regions/regions.ts).
import { firstBrokenRule, type FieldRules } from '../../core/rule-table.ts';
import { flagOf, optionalIdOf, type ParamsRead, textOf } from '../../core/param-readers.ts';

export const ADDRESS_PARAM_MESSAGES = {
  missing: '地址不存在',
  wrongArea: '请选择正确的收货地址',
} as const;

/** The step the cascader sends: a positive id and a name. */
const stepOk = (step: unknown) => {
  const { id, name } = (step && typeof step === 'object' ? step : {}) as { id?: unknown; name?: unknown };
  const n = Number(textOf(id));
  return Number.isInteger(n) && n > 0 && textOf(name) !== '';
};

const ADDRESS_RULES: readonly FieldRules[] = [
  { field: 'real_name', label: '收货人姓名', rules: ['require'] },
  { field: 'phone', label: '收货人电话', rules: ['require', 'mobile'] },
  {
    field: 'area',
    label: '收货信息',
    rules: [
      'require',
      'array',
      { min: 3 },
      { check: (area) => ((area as unknown[]).every(stepOk) ? null : ADDRESS_PARAM_MESSAGES.wrongArea) },
    ],
  },
  { field: 'detail', label: '收货人详细地址', rules: ['require'] },
];

export interface AddressParams {
  /** 0: a new address; else the buyer's address to edit */
  address_id: number;
  real_name: string;
  phone: string;
  area: { id: number; name: string }[];
  detail: string;
  post_code: string;
  is_default: boolean;
}

export function readAddressParams(params: Readonly<Record<string, unknown>>): ParamsRead<AddressParams> {
  const address_id = optionalIdOf(params.address_id);
  if (address_id === null) return { ok: false, message: ADDRESS_PARAM_MESSAGES.missing };
  const message = firstBrokenRule(params, ADDRESS_RULES);
  if (message) return { ok: false, message };
  const area = (params.area as { id: unknown; name: unknown }[]).map((step) => ({ id: Number(textOf(step.id)), name: textOf(step.name) }));
  return {
    ok: true,
    value: {
      address_id,
      real_name: textOf(params.real_name),
      phone: textOf(params.phone),
      area,
      detail: textOf(params.detail),
      post_code: textOf(params.post_code),
      is_default: flagOf(params.is_default),
    },
  };
}
