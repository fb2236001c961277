// /user/address_list (docs/screens.md a.11), read on the server: the buyer's addresses, the default first.
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { defaultFirst, type RawAddress, toAddressView } from '#web/features/address/address-form.ts';
import { readAccountPage } from '#web/features/order/read-account.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const answer = await readAccountPage(pageContext, () => pageContext.mall.get<{ list?: RawAddress[] }>('/api/user/address/lst'));
  const addresses = defaultFirst((answer.list ?? []).map(toAddressView));
  return { meta: { title: userPageByPath(pageContext.urlParsed.pathname)?.name ?? '地址管理' }, addresses };
}
