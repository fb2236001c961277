// Company 1 staffed for a test: the roles a test needs seated through the real invite API, answered as each
// member's company token and uid by a name the test chooses (approver, head, finance …).
import { expect } from 'vitest';
import type { CompanyRole } from '#shared/company/company-roles.ts';
import { invite, memberToken, registerUser } from '../../integration/demo-mall/company-members-helpers.ts';
import type { TradeMall } from '../../integration/demo-mall/trade/trade-helpers.ts';

/** A fresh account to seat: its phone and the role it is invited with. */
type Seat = readonly [phone: string, role: CompanyRole];

/** The owner (uid 2, 管理员) and uid 1 (13800000001, invited as 采购员) are always there. */
type Seated<Name extends string> = Record<Name | 'admin' | 'buyer', { token: string; uid: number }>;

/**
 * Registers each account of `seats`, then has company 1's 管理员 invite 13800000001 as 采购员 and each account with
 * its role (every invitation must answer 邀请成功). Answers every member's company token and uid by name.
 */
export async function companyOneWith<Name extends string>(mall: TradeMall, seats: Record<Name, Seat>): Promise<Seated<Name>> {
  const admin = memberToken(mall.context, 1, 2);
  const entries = Object.entries(seats) as [Name, Seat][];
  const uids = new Map<Name, number>();
  for (const [name, [phone]] of entries) uids.set(name, (await registerUser(mall.app, phone)).uid);
  for (const [phone, role] of [['13800000001', 'buyer'] as const, ...entries.map(([, seat]) => seat)]) {
    expect((await invite(mall.app, admin, phone, role)).message).toBe('邀请成功');
  }
  const seated = { admin: { token: admin, uid: 2 }, buyer: { token: memberToken(mall.context, 1, 1), uid: 1 } } as Seated<Name>;
  for (const [name, uid] of uids) seated[name] = { token: memberToken(mall.context, 1, uid), uid };
  return seated;
}

/** Each seated member's token by name: the shape the tests pass to calls. */
export function tokensOf<Name extends string>(seated: Record<Name, { token: string }>): Record<Name, string> {
  return Object.fromEntries(Object.entries<{ token: string }>(seated).map(([name, member]) => [name, member.token])) as Record<
    Name,
    string
  >;
}
