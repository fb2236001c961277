// The delivery addresses of the buyer's unit and of every unit above it (docs/company-api.md §13.6), read with the
// page under 企业 only and shown after the buyer's own; under 个人 there are none. A failed read leaves the buyer's own.
import type { MallReader } from '#shared/api/mall-reader.ts';
import type { AccountEntity } from '#shared/constants.ts';
import { type AddressView, type RawAddress, toAddressView } from '#web/features/address/address-form.ts';

export async function unitAddresses(mall: MallReader, entity: AccountEntity): Promise<AddressView[]> {
  if (entity !== 'COMPANY') return [];
  const answer = await mall.getOr<{ addresses?: RawAddress[] }>('/api/company/org/unit_choices', {});
  return (answer?.addresses ?? []).map(toAddressView);
}
