// The demo mall's own reading of its door settings (shared/demo-doors/door-settings.ts): from its options when
// the starter gives them, else from its environment, so a mall started as a process of its own is as safe as
// one the BFF starts. Bad settings stop the start.
import { consolePasswordProblem, type DemoDoorSettings, demoDoorSettingsOf } from '#shared/demo-doors/door-settings.ts';

export class DoorSettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The demo mall's door settings are invalid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'DoorSettingsError';
  }
}

export function doorSettingsFromEnv(env: Record<string, string | undefined>): DemoDoorSettings {
  const result = demoDoorSettingsOf(env);
  if (!result.ok) throw new DoorSettingsError(result.problems);
  return result.settings;
}

/** Given settings are checked too: a weak password passed in code is refused like one from the environment. */
export function resolveDoorSettings(given: DemoDoorSettings | undefined, env: Record<string, string | undefined>): DemoDoorSettings {
  if (!given) return doorSettingsFromEnv(env);
  const weakness = given.password === undefined ? undefined : consolePasswordProblem(given.password);
  if (weakness) throw new DoorSettingsError([`console password: ${weakness}`]);
  return given;
}
