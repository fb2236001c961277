// Pure address logic (docs/screens.md a.6, docs/product.md §13 "addresses"): the mall's address rows as the
// cards show them, the form's values, and its checks with the shared address rules (the BFF's, without zod) plus
// the mall's region rule (the chosen place must have no further subdivision). Shared by order confirmation and the
// user centre.
import { addressProblems } from '#shared/trade/address-rules.ts';
import { ADDRESS_TEXT } from './address-text.ts';

/** A delivery address as GET /api/user/address/lst answers it (docs/mall-api.md §3.9). */
export interface RawAddress {
  address_id: number;
  real_name: string;
  phone: string;
  province: string;
  province_id: number;
  city: string;
  city_id: number;
  district: string;
  district_id: number;
  street?: string;
  street_id?: number;
  detail: string;
  post_code?: string;
  is_default: number;
  /** an address of the buyer's unit or a unit above it (/api/company/org/unit_choices, §13.6) */
  unit_name?: string;
}

/** One chosen level of the cascader; `leaf` when the place has no further subdivision. */
export interface RegionChoice {
  id: number;
  name: string;
  leaf: boolean;
}

export interface AddressView {
  id: number;
  name: string;
  phone: string;
  /** 省 市 区 街道, joined with spaces */
  region: string;
  detail: string;
  isDefault: boolean;
  area: RegionChoice[];
  /** the unit whose address it is: the buyer picks it but does not edit it */
  unitName?: string;
}

export interface AddressFormValues {
  id: number;
  realName: string;
  phone: string;
  area: RegionChoice[];
  detail: string;
  isDefault: boolean;
}

export type AddressField = 'real_name' | 'phone' | 'area' | 'detail';
export type AddressErrors = Partial<Record<AddressField, string>>;

export function toAddressView(raw: RawAddress): AddressView {
  const levels: [number | undefined, string | undefined][] = [
    [raw.province_id, raw.province],
    [raw.city_id, raw.city],
    [raw.district_id, raw.district],
    [raw.street_id, raw.street],
  ];
  const area = levels
    .filter(([id, name]) => Number(id) > 0 && name)
    .map(([id, name]) => ({ id: Number(id), name: String(name), leaf: false }));
  const last = area.at(-1);
  if (last) last.leaf = true;
  return {
    id: raw.address_id,
    name: raw.real_name,
    phone: raw.phone,
    region: area.map((step) => step.name).join(' '),
    detail: raw.detail,
    isDefault: Number(raw.is_default) === 1,
    area,
    ...(raw.unit_name ? { unitName: raw.unit_name } : {}),
  };
}

/** The default address first, the others in the mall's order. */
export function defaultFirst(list: readonly AddressView[]): AddressView[] {
  return [...list.filter((item) => item.isDefault), ...list.filter((item) => !item.isDefault)];
}

export function emptyAddressForm(): AddressFormValues {
  return { id: 0, realName: '', phone: '', area: [], detail: '', isDefault: false };
}

export function formFromAddress(address: AddressView): AddressFormValues {
  return {
    id: address.id,
    realName: address.name,
    phone: address.phone,
    area: address.area,
    detail: address.detail,
    isDefault: address.isDefault,
  };
}

/** The body of POST /api/user/address/create (id 0 creates, otherwise edits). */
export function addressBody(values: AddressFormValues) {
  return {
    address_id: values.id,
    real_name: values.realName,
    phone: values.phone,
    area: values.area.map(({ id, name }) => ({ id, name })),
    detail: values.detail,
    is_default: values.isDefault ? 1 : 0,
  };
}

const FIELDS: readonly AddressField[] = ['real_name', 'phone', 'area', 'detail'];

/** Every field's first problem, in the BFF's words; {} when the form may be sent. */
export function addressErrors(values: AddressFormValues): AddressErrors {
  const errors: AddressErrors = {};
  for (const problem of addressProblems(addressBody(values))) {
    const field = FIELDS.find((name) => name === problem.field);
    if (field) errors[field] = problem.message;
  }
  const last = values.area.at(-1);
  if (!errors.area && last && !last.leaf) errors.area = ADDRESS_TEXT.notLeaf;
  return errors;
}

export function hasErrors(errors: AddressErrors): boolean {
  return Object.values(errors).some(Boolean);
}
