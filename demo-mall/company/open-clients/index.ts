// 开放接口 (docs/company-api.md §17, docs/adr/0105, docs/adr/0106): a company's API clients, the token a client
// gets for its system member, and the root hooks that refuse, scope and audit every call made with one.
import type { FastifyInstance } from 'fastify';
import type { TokenSigner } from '../../accounts/tokens.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { Membership } from '../membership.ts';
import type { UnitStore } from '../units/unit-store.ts';
import { installClientCalls } from './client-calls.ts';
import { registerClientRoutes } from './client-routes.ts';
import { createSecretHasher } from './client-secrets.ts';
import { createOpenClientStore } from './open-client-store.ts';
import { registerTokenRoute } from './token-route.ts';

export interface OpenClientDeps {
  db: DemoMallDatabase;
  signer: TokenSigner;
  now: () => number;
}

export function createOpenClients({ db, signer, now }: OpenClientDeps) {
  const store = createOpenClientStore(db);
  const hasher = createSecretHasher(db);
  return {
    /** the root hooks: call before any module registers, so every route gets them */
    install(app: FastifyInstance): void {
      installClientCalls(app, { store, verify: (token) => signer.verify(token), now });
    },
    register(app: FastifyInstance, deps: { gate: LoginGate; membership: Membership; units: UnitStore }): void {
      app.register(async (scope) => {
        registerTokenRoute(scope, { store, hasher, signer, now });
        scope.register(async (signedIn) => {
          signedIn.addHook('preHandler', deps.gate.requireLogin);
          registerClientRoutes(signedIn, { membership: deps.membership, store, hasher, units: deps.units, now });
        });
      });
    },
  };
}

export type OpenClients = ReturnType<typeof createOpenClients>;
