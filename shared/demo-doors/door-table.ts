// The demo mall's doors: pages and hooks that play a phone, a payment provider, a merchant or the platform, and
// so can act for anyone who reaches them. One table for the mall's guard and both boot logs (BFF and mall), so
// a door cannot be guarded without being announced, or the other way round (docs/adr/0030).

export interface DemoDoor {
  /** path prefix; the longest matching prefix names the door */
  readonly prefix: string;
  readonly name: string;
  /** what whoever reaches the door can do */
  readonly can: string;
}

export const DEMO_DOORS: readonly DemoDoor[] = [
  { prefix: '/demo/sms', name: 'SMS outbox', can: 'reads every SMS code sent, so signs in as any phone' },
  { prefix: '/demo/qr-login', name: 'QR login confirmation', can: 'confirms a pending QR login as one of the demo accounts' },
  { prefix: '/demo/pay', name: 'payment confirmation', can: 'marks a QR-paid order as paid without any money moving' },
  { prefix: '/demo/merchant', name: 'merchant console', can: 'ships orders, marks them delivered and issues invoices' },
  { prefix: '/demo/merchant/refund', name: 'merchant refunds console', can: 'agrees to, refuses and pays out refunds' },
  { prefix: '/demo/merchant/settlements', name: 'settlement review console', can: 'approves or rejects merchant applications' },
  {
    prefix: '/demo/platform/remittance',
    name: 'remittance confirmation console',
    can: 'confirms company remittances, moving money into company accounts',
  },
  { prefix: '/demo/platform/companies', name: 'company verification console', can: 'approves or rejects company verifications' },
  {
    prefix: '/demo/platform/statement-disputes',
    name: 'statement dispute console',
    can: 'answers statement disputes and adjusts company balances',
  },
  // Fail closed: a demo page added later without a row of its own is still a door.
  { prefix: '/demo/', name: 'other demo pages', can: 'whatever a demo page not listed above does' },
  { prefix: '/__test/', name: 'test hooks', can: 'reveal captcha answers and SMS codes, confirm QR logins, move company money' },
];

export const TEST_HOOKS_PREFIX = '/__test/';

/** The door a path belongs to (longest prefix wins), or undefined for the shop's own routes. */
export function doorOf(path: string): DemoDoor | undefined {
  let found: DemoDoor | undefined;
  for (const door of DEMO_DOORS) {
    if (path.startsWith(door.prefix) && (!found || door.prefix.length > found.prefix.length)) found = door;
  }
  return found;
}

/** The doors a mall serves: every demo page, and the test hooks only when they are registered. */
export function servedDoors(testHooks: boolean): readonly DemoDoor[] {
  return DEMO_DOORS.filter((door) => testHooks || door.prefix !== TEST_HOOKS_PREFIX);
}
