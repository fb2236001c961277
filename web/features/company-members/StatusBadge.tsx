// The verification state of a company (docs/company-api.md §2.1): 待认证, 已认证 or 认证失败.
import type { VerifyState } from './company-view.ts';

export function StatusBadge({ state, name }: { state: VerifyState; name: string }) {
  return <span className={`cm-badge is-${state}`}>{name}</span>;
}
