// 开放接口 for the 管理员 (docs/company-api.md §17): list, create, edit, rotate and revoke the company's API
// clients, and read the audit of their calls, paged here. The permission (openApi.manage) is the route table's
// row, checked before these handlers run. A secret is answered once, by create and rotate, and never again.
import type { FastifyInstance } from 'fastify';
import { OPEN_CLIENT_LIMITS, OPEN_CLIENT_MESSAGES as M } from '#shared/company/open-client-scopes.ts';
import { fail, formatDateTime, ok } from '../../core/envelope.ts';
import { firstText, idOf, pagingOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import type { Membership } from '../membership.ts';
import type { UnitStore } from '../units/unit-store.ts';
import { newClientId, newClientSecret, type SecretHasher } from './client-secrets.ts';
import { readClientParams, readNewClientParams } from './open-client-params.ts';
import type { ClientRow, OpenClientStore } from './open-client-store.ts';

export interface ClientRouteDeps {
  membership: Membership;
  store: OpenClientStore;
  hasher: SecretHasher;
  units: UnitStore;
  now: () => number;
}

const clientView = (row: ClientRow) => ({
  id: row.id,
  name: row.name,
  client_id: row.client_id,
  role: row.role,
  unit_id: row.unit_id,
  scopes: JSON.parse(row.scopes) as string[],
  ip_allow: JSON.parse(row.ip_allow) as string[],
  status: row.status,
  created_at: row.created_at,
  rotated_at: row.rotated_at,
  last_used_at: row.last_used_at,
});

export function registerClientRoutes(app: FastifyInstance, { membership, store, hasher, units, now }: ClientRouteDeps): void {
  const time = () => formatDateTime(new Date(now()));
  /** the company's client `id`, or undefined (another company's reads as a missing one) */
  const ownClient = (companyId: number, id: number) => {
    const row = store.byRef(id);
    return row && row.company_id === companyId ? row : undefined;
  };
  /** an active unit of the company; 0 picks its root unit */
  const unitOf = (companyId: number, unitId: number): number | null => {
    if (unitId === 0) return units.rootOf(companyId, time()).unit_id;
    const unit = units.byId(unitId);
    return unit && unit.company_id === companyId && unit.disabled === 0 ? unit.unit_id : null;
  };

  app.get('/api/company/open_client/lst', async (request) => {
    const self = membership.member(request);
    const list = store.ofCompany(self.companyId).map(clientView);
    return ok({ count: list.length, list });
  });

  app.post('/api/company/open_client/create', async (request) => {
    const self = membership.member(request);
    const read = readNewClientParams(readParams(request));
    if (!read.ok) return fail(read.message);
    const { name, role, scopes, ipAllow } = read.value;
    const unitId = unitOf(self.companyId, read.value.unitId);
    if (unitId === null) return fail(M.unitInvalid);
    if (store.count(self.companyId) >= OPEN_CLIENT_LIMITS.clients) return fail(M.tooMany);
    // a double click or a retried create finds the first client by its name and makes no second one
    if (store.nameTaken(self.companyId, name)) return fail(M.nameTaken);
    const clientId = newClientId();
    const secret = newClientSecret();
    const input = { companyId: self.companyId, clientId, name, secretHash: hasher.hash(secret), role, unitId, scopes, ipAllow };
    const id = store.insert({ ...input, invitedBy: self.uid, time: time() });
    return ok({ id, client_id: clientId, client_secret: secret }, '客户端已创建，请立即保存密钥');
  });

  app.post('/api/company/open_client/update/:id', async (request) => {
    const self = membership.member(request);
    const row = ownClient(self.companyId, idOf(request));
    if (!row) return fail(M.missing);
    if (row.status !== 1) return fail(M.disabled);
    const read = readClientParams(readParams(request), true);
    if (!read.ok) return fail(read.message);
    const unitId = read.value.unitId === undefined ? undefined : unitOf(self.companyId, read.value.unitId);
    if (unitId === null) return fail(M.unitInvalid);
    if (read.value.name !== undefined && store.nameTaken(self.companyId, read.value.name, row.id)) return fail(M.nameTaken);
    store.update(row, { ...read.value, unitId });
    return ok(clientView(store.byRef(row.id) as ClientRow), '客户端已保存');
  });

  app.post('/api/company/open_client/rotate/:id', async (request) => {
    const self = membership.member(request);
    const row = ownClient(self.companyId, idOf(request));
    if (!row) return fail(M.missing);
    const secret = newClientSecret();
    if (!store.rotate(row.id, hasher.hash(secret), time())) return fail(M.disabled);
    return ok({ client_secret: secret }, '密钥已重置，原密钥及其令牌已失效');
  });

  app.post('/api/company/open_client/revoke/:id', async (request) => {
    const self = membership.member(request);
    const row = ownClient(self.companyId, idOf(request));
    if (!row) return fail(M.missing);
    // revoking twice answers the same: the client stays stopped
    if (row.status === 1) store.revoke(row);
    return ok(null, '客户端已停用');
  });

  app.get('/api/company/open_client/audit', async (request) => {
    const self = membership.member(request);
    const params = readParams(request);
    const { page, limit } = pagingOf(params, 20);
    const found = store.auditPage(self.companyId, firstText(params.client_id).slice(0, 40), page, Math.min(limit, 50));
    return ok(found);
  });
}
