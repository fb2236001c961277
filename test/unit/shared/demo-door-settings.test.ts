// The door table and the rule that opens the doors: shut in production unless DEMO_CONSOLES=1 with a strong
// DEMO_CONSOLE_PASSWORD; open as before elsewhere.
import { describe, expect, it } from 'vitest';
import { consolePasswordProblem, demoDoorSettingsOf, openDoorsReport } from '../../../shared/demo-doors/door-settings.ts';
import { DEMO_DOORS, doorOf, servedDoors } from '../../../shared/demo-doors/door-table.ts';

const GOOD_PASSWORD = 'q7V!rM2xK9#tLp4Zw8Yb3Nc6';

describe('demo door settings', () => {
  it('shuts every door in production unless DEMO_CONSOLES=1', () => {
    expect(demoDoorSettingsOf({ NODE_ENV: 'production' })).toEqual({ ok: true, settings: { open: false, password: undefined } });
    expect(demoDoorSettingsOf({ NODE_ENV: 'production', DEMO_CONSOLES: '0', DEMO_CONSOLE_PASSWORD: GOOD_PASSWORD })).toEqual({
      ok: true,
      settings: { open: false, password: undefined },
    });
  });

  it('opens them in production only with a password', () => {
    const missing = demoDoorSettingsOf({ NODE_ENV: 'production', DEMO_CONSOLES: '1' });
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.problems.join()).toMatch(/DEMO_CONSOLE_PASSWORD: required/);
    const open = demoDoorSettingsOf({ NODE_ENV: 'production', DEMO_CONSOLES: '1', DEMO_CONSOLE_PASSWORD: GOOD_PASSWORD });
    expect(open).toEqual({ ok: true, settings: { open: true, password: GOOD_PASSWORD } });
  });

  it('keeps them open outside production, asking a password only when one is set', () => {
    expect(demoDoorSettingsOf({})).toEqual({ ok: true, settings: { open: true, password: undefined } });
    expect(demoDoorSettingsOf({ NODE_ENV: 'test', DEMO_CONSOLES: '0' })).toEqual({
      ok: true,
      settings: { open: false, password: undefined },
    });
    expect(demoDoorSettingsOf({ DEMO_CONSOLE_PASSWORD: GOOD_PASSWORD })).toEqual({
      ok: true,
      settings: { open: true, password: GOOD_PASSWORD },
    });
  });

  it('refuses a bad DEMO_CONSOLES value', () => {
    expect(demoDoorSettingsOf({ DEMO_CONSOLES: 'yes' })).toEqual({ ok: false, problems: ['DEMO_CONSOLES: must be 0 or 1'] });
  });

  it.each([
    ['short', 'Xk3#pQ9!vL'],
    ['23 characters', GOOD_PASSWORD.slice(0, 23)],
    ['repetitive', 'abababababababababababababab'],
    ['a guessable word', 'MyDemoConsole-Pw-2026-xyz!'],
    ['a keyboard run', 'zq8Rw!qwertyuiop-LMN7523'],
  ])('refuses a weak password (%s)', (_case, password) => {
    expect(consolePasswordProblem(password)).toBeDefined();
    const result = demoDoorSettingsOf({ NODE_ENV: 'production', DEMO_CONSOLES: '1', DEMO_CONSOLE_PASSWORD: password });
    expect(result.ok).toBe(false);
  });

  it('accepts a long random password', () => {
    expect(consolePasswordProblem(GOOD_PASSWORD)).toBeUndefined();
    expect(consolePasswordProblem('3mF9c0qPZr1Xw8u2KJtB7yLh5dVs')).toBeUndefined();
  });
});

describe('the door table', () => {
  it('names a door by its longest prefix and leaves the shop alone', () => {
    expect(doorOf('/demo/merchant/refunds')?.name).toBe('merchant refunds console');
    expect(doorOf('/demo/merchant/refund/agree')?.name).toBe('merchant refunds console');
    expect(doorOf('/demo/merchant/ship')?.name).toBe('merchant console');
    expect(doorOf('/demo/platform/remittance/confirm')?.name).toBe('remittance confirmation console');
    expect(doorOf('/demo/something-new')?.name).toBe('other demo pages');
    expect(doorOf('/__test/qr/confirm')?.name).toBe('test hooks');
    expect(doorOf('/api/user')).toBeUndefined();
    expect(doorOf('/demo')).toBeUndefined();
  });

  it('has one row per prefix, each saying what it can do', () => {
    expect(new Set(DEMO_DOORS.map((door) => door.prefix)).size).toBe(DEMO_DOORS.length);
    for (const door of DEMO_DOORS) expect(door.can.length).toBeGreaterThan(10);
    expect(servedDoors(false).some((door) => door.prefix === '/__test/')).toBe(false);
    expect(servedDoors(true)).toHaveLength(DEMO_DOORS.length);
  });

  it('reports open doors with what they can do, never the password', () => {
    const report = openDoorsReport({ open: true, password: GOOD_PASSWORD }, servedDoors(true));
    expect(report).toContain('behind DEMO_CONSOLE_PASSWORD');
    expect(report).toContain('/demo/platform/remittance (remittance confirmation console: confirms company remittances');
    expect(report).not.toContain(GOOD_PASSWORD);
    expect(openDoorsReport({ open: true, password: undefined }, servedDoors(false))).toContain('OPEN TO ANYONE');
    expect(openDoorsReport({ open: false, password: undefined }, servedDoors(false))).toMatch(/shut/);
  });
});
