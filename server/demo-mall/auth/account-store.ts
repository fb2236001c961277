// PLACEHOLDER (owned by the accounts work): demo users, company accounts, SMS outbox, QR keys, captcha.
import type { PrincipalKind, TokenSigner } from './tokens.ts';

export function createAccountStore(deps: { signer: TokenSigner; printSms: boolean }) {
  void deps;
  return {
    principalExists(kind: PrincipalKind, id: number): boolean {
      void kind;
      void id;
      return false;
    },
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
