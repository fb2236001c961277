// POST /api/open/token (docs/company-api.md §17): the BFF exchanges a client's id and secret, with the caller's
// IP, for a short-lived company token of the client's system member. Public (the secret is the credential);
// every attempt naming a known client is audited, refusals included.
import type { FastifyInstance } from 'fastify';
import { OPEN_CLIENT_LIMITS, OPEN_CLIENT_MESSAGES as M } from '#shared/company/open-client-scopes.ts';
import { fail, formatDateTime, ok, type Envelope } from '../../core/envelope.ts';
import { firstText } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import type { TokenSigner } from '../../accounts/tokens.ts';
import { requestIdOf } from './client-calls.ts';
import type { SecretHasher } from './client-secrets.ts';
import { ipAllowed } from './ip-allow.ts';
import type { ClientRow, OpenClientStore } from './open-client-store.ts';

export interface TokenRouteDeps {
  store: OpenClientStore;
  hasher: SecretHasher;
  signer: TokenSigner;
  now: () => number;
}

export function registerTokenRoute(app: FastifyInstance, { store, hasher, signer, now }: TokenRouteDeps): void {
  function answer(client: ClientRow): Envelope {
    const issued = signer.issue(client.company_id, 'company', Math.floor(now() / 1000), client.member_uid, {
      lifetimeSeconds: OPEN_CLIENT_LIMITS.tokenSeconds,
      generation: client.generation,
    });
    store.markUsed(client.id, formatDateTime(new Date(now())));
    return ok({
      access_token: issued.token,
      token_type: 'Bearer',
      expires_in: issued.exp,
      scope: (JSON.parse(client.scopes) as string[]).join(' '),
      company_id: client.company_id,
      client_id: client.client_id,
    });
  }

  app.post('/api/open/token', async (request) => {
    const params = readParams(request);
    const clientId = firstText(params.client_id).slice(0, 64);
    const secret = firstText(params.client_secret).slice(0, 200);
    const ip = firstText(params.ip).slice(0, 64);
    const client = clientId === '' ? undefined : store.byClientId(clientId);
    // an unknown id and a wrong secret answer alike, so the answer does not tell which ids exist
    if (!client || !hasher.matches(secret, client.secret_hash)) {
      if (client) record(client, fail(M.badCredentials));
      return fail(M.badCredentials);
    }
    const body =
      client.status !== 1 ? fail(M.disabled) : !ipAllowed(JSON.parse(client.ip_allow) as string[], ip) ? fail(M.ipRefused) : null;
    return record(client, body ?? answer(client));

    function record(row: ClientRow, envelope: Envelope): Envelope {
      store.audit({
        companyId: row.company_id,
        clientRef: row.id,
        method: 'POST',
        path: '/api/open/token',
        status: envelope.status,
        message: envelope.message,
        ip,
        requestId: requestIdOf(request),
        time: formatDateTime(new Date(now())),
      });
      return envelope;
    }
  });
}
