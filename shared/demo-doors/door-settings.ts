// Whether the demo doors (door-table.ts) are open and behind which password, read from the environment the same
// way by the BFF's configuration and by the demo mall itself (which may run as a process of its own).
// Production keeps them shut unless DEMO_CONSOLES=1 with a strong DEMO_CONSOLE_PASSWORD (docs/adr/0030).

export interface DemoDoorSettings {
  readonly open: boolean;
  /** asked on every door request when set; always set when open in production */
  readonly password: string | undefined;
}

export const CONSOLE_PASSWORD_MIN_LENGTH = 24;

/** Fewer different characters than this reads as a pattern, not a random value. */
const MIN_DISTINCT_CHARACTERS = 10;

const WEAK_PARTS = ['password', 'passwd', 'demo', 'admin', 'secret', 'changeme', 'qwerty', 'letmein', '123456', 'abcdef', 'console'];

/** Why a console password is too weak, or undefined when it is long and random-looking enough. */
export function consolePasswordProblem(password: string): string | undefined {
  if (password.length < CONSOLE_PASSWORD_MIN_LENGTH) return `must be at least ${CONSOLE_PASSWORD_MIN_LENGTH} characters`;
  if (new Set(password).size < MIN_DISTINCT_CHARACTERS) return 'is too repetitive; use a long random value (e.g. openssl rand -base64 24)';
  const lower = password.toLowerCase();
  const part = WEAK_PARTS.find((weak) => lower.includes(weak));
  if (part) return `contains the guessable "${part}"; use a long random value (e.g. openssl rand -base64 24)`;
  return undefined;
}

export type DoorSettingsResult = { ok: true; settings: DemoDoorSettings } | { ok: false; problems: string[] };

type DoorEnv = Partial<Record<'NODE_ENV' | 'DEMO_CONSOLES' | 'DEMO_CONSOLE_PASSWORD', string | undefined>>;

/** Pure: the door settings of an environment, or every problem with it (each naming its variable). */
export function demoDoorSettingsOf(env: DoorEnv): DoorSettingsResult {
  const problems: string[] = [];
  const consoles = env.DEMO_CONSOLES?.trim() ?? '';
  if (!['', '0', '1'].includes(consoles)) problems.push('DEMO_CONSOLES: must be 0 or 1');
  const password = env.DEMO_CONSOLE_PASSWORD === undefined || env.DEMO_CONSOLE_PASSWORD === '' ? undefined : env.DEMO_CONSOLE_PASSWORD;
  const weakness = password === undefined ? undefined : consolePasswordProblem(password);
  if (weakness) problems.push(`DEMO_CONSOLE_PASSWORD: ${weakness}`);
  const production = env.NODE_ENV?.trim() === 'production';
  // Outside production the doors stay open unless switched off: the browser tests walk through them.
  const open = production ? consoles === '1' : consoles !== '0';
  if (production && open && password === undefined) {
    problems.push(
      `DEMO_CONSOLE_PASSWORD: required with DEMO_CONSOLES=1 in production (at least ${CONSOLE_PASSWORD_MIN_LENGTH} random characters)`,
    );
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, settings: Object.freeze({ open, password: open ? password : undefined }) };
}

/** The boot log's lines: which doors are open and whether they ask for the password. Never the password. */
export function openDoorsReport(settings: DemoDoorSettings, doors: readonly { prefix: string; name: string; can: string }[]): string {
  if (!settings.open) return 'demo doors are shut (404): DEMO_CONSOLES is not 1';
  const guard = settings.password ? 'behind DEMO_CONSOLE_PASSWORD' : 'OPEN TO ANYONE (no DEMO_CONSOLE_PASSWORD)';
  const list = doors.map((door) => `${door.prefix} (${door.name}: ${door.can})`).join('; ');
  return `demo doors are open ${guard}: ${list}`;
}
