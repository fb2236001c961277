// Who sees 确认 and 异议 (web/features/company-statements/statement-role.ts): the session's companyRole when it
// carries one, else the member call's role, else the buttons show and the mall decides.
import { describe, expect, it } from 'vitest';
import { confirmAllowed } from '#web/features/company-statements/statement-role.ts';

describe('confirmAllowed', () => {
  it('follows the session’s role without asking the mall', async () => {
    let asked = 0;
    const ask = async () => {
      asked += 1;
      return 'admin';
    };
    expect(await confirmAllowed('admin', ask)).toBe(true);
    expect(await confirmAllowed('finance', ask)).toBe(true);
    expect(await confirmAllowed('viewer', ask)).toBe(false);
    expect(await confirmAllowed('buyer', ask)).toBe(false);
    expect(asked).toBe(0);
  });

  it('asks the mall otherwise, and shows the buttons when the role is unknown', async () => {
    expect(await confirmAllowed(undefined, async () => 'viewer')).toBe(false);
    expect(await confirmAllowed(undefined, async () => 'finance')).toBe(true);
    expect(await confirmAllowed(undefined, async () => undefined)).toBe(true);
  });
});
