// Delivery addresses (docs/mall-api.md §3.9, docs/screens.md a.6), behind the module's requireLogin. The body is
// checked with the mall's own address parameters (params/address-params.ts), then the region chain against the
// division tree.
import type { FastifyInstance } from 'fastify';
import { fail, formatDateTime, ok, okMessage } from '../core/envelope.ts';
import { idOf } from '../core/param-schemas.ts';
import { readParams } from '../core/params.ts';
import { addressView } from './address-store.ts';
import { readAddressParams } from './params/address-params.ts';
import { addressRegionColumns, regionChainProblem } from './regions/regions.ts';
import type { TradeRouteDeps } from './route-deps.ts';

export const ADDRESS_MESSAGES = {
  missing: '地址不存在',
  defaultUndeletable: '默认地址不能删除',
} as const;

export function registerAddressRoutes(app: FastifyInstance, { gate, addresses, now }: TradeRouteDeps): void {
  app.get('/api/user/address/lst', async (request) => ok({ list: addresses.list(gate.principal(request).key).map(addressView) }));

  app.get('/api/user/address/detail/:id', async (request) => {
    const row = addresses.get(gate.principal(request).key, idOf(request));
    return row ? ok(addressView(row)) : fail(ADDRESS_MESSAGES.missing);
  });

  app.post('/api/user/address/create', async (request) => {
    const parsed = readAddressParams(readParams(request));
    if (!parsed.ok) return fail(parsed.message);
    const input = parsed.value;
    const problem = regionChainProblem(input.area);
    if (problem) return fail(problem);
    const fields = { real_name: input.real_name, phone: input.phone, detail: input.detail, post_code: input.post_code };
    const saved = addresses.save(
      gate.principal(request).key,
      input.address_id,
      { ...fields, ...addressRegionColumns(input.area) },
      input.is_default,
      formatDateTime(new Date(now())),
    );
    if (!saved) return fail(ADDRESS_MESSAGES.missing);
    return input.address_id > 0 ? okMessage('编辑成功') : ok(addressView(saved), '添加成功');
  });

  app.post('/api/user/address/update/:id', async (request) =>
    addresses.makeDefault(gate.principal(request).key, idOf(request)) ? okMessage('修改成功') : fail(ADDRESS_MESSAGES.missing),
  );

  app.post('/api/user/address/delete/:id', async (request) => {
    const key = gate.principal(request).key;
    const row = addresses.get(key, idOf(request));
    if (!row) return fail(ADDRESS_MESSAGES.missing);
    if (row.is_default === 1) return fail(ADDRESS_MESSAGES.defaultUndeletable);
    addresses.remove(key, row.address_id);
    return okMessage('删除成功');
  });
}
