// Address and region calls through the BFF (docs/mall-api.md §3.9). Regions never change while the page is
// open, so each level is fetched once.
import { apiGet, apiPostWithMessage } from '../../api/bff-client.ts';
import { addressBody, defaultFirst, toAddressView, type AddressFormValues, type AddressView, type RawAddress } from './address-form.ts';

/** A row of GET /api/v2/system/city/lst/:pid. */
export interface RegionNode {
  id: number;
  parent_id: number;
  level: number;
  name: string;
  /** number of children; 0 marks a place an address may end at */
  snum: number;
}

const regionCache = new Map<number, Promise<RegionNode[]>>();

export function regionsOf(parentId: number): Promise<RegionNode[]> {
  let pending = regionCache.get(parentId);
  if (!pending) {
    pending = apiGet<RegionNode[]>(`/api/v2/system/city/lst/${parentId}`).then((list) => (Array.isArray(list) ? list : []));
    // A failed read is not remembered: the next open tries again.
    pending.catch(() => regionCache.delete(parentId));
    regionCache.set(parentId, pending);
  }
  return pending;
}

export async function loadAddresses(): Promise<AddressView[]> {
  const answer = await apiGet<{ list?: RawAddress[] } | RawAddress[]>('/api/user/address/lst', { page: 1, limit: 100 });
  const list = Array.isArray(answer) ? answer : (answer?.list ?? []);
  return defaultFirst(list.map(toAddressView));
}

/** Saves the form; answers the mall's message and, for a new address, its id. */
export async function saveAddress(values: AddressFormValues): Promise<{ message: string; id: number }> {
  const { message, data } = await apiPostWithMessage<RawAddress | null>('/api/user/address/create', addressBody(values));
  return { message, id: data?.address_id ?? values.id };
}
