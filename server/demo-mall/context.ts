// Everything the demo mall knows lives in one in-memory context, built once per start from a fixed seed.
import { createAuthGuard } from './auth/guard.ts';
import { createAccountStore } from './auth/account-store.ts';
import { createTokenSigner } from './auth/tokens.ts';
import { createCatalogStore } from './catalog/catalog-store.ts';

export interface DemoMallOptions {
  /** Expose /__test/* hooks (captcha answers, SMS outbox as JSON). Only tests set it. */
  testHooks?: boolean;
  /** Signing secret for tokens; random per start when absent. */
  tokenSecret?: string;
  /** Print each SMS code with a [demo SMS] prefix (on by default). */
  printSms?: boolean;
  /** Fastify logger for the demo mall itself (off by default: the BFF logs the calls). */
  logger?: boolean;
}

export function createDemoMallContext(options: DemoMallOptions = {}) {
  const signer = createTokenSigner(options.tokenSecret);
  const revoked = new Set<string>();
  const accounts = createAccountStore({ signer, printSms: options.printSms ?? true });
  const catalog = createCatalogStore();
  const guard = createAuthGuard({ signer, revoked, exists: (kind, id) => accounts.principalExists(kind, id) });
  return { options, signer, revoked, guard, accounts, catalog };
}

export type DemoMallContext = ReturnType<typeof createDemoMallContext>;
