// What parseEnv refuses in a given environment: the problems of its ConfigError, none when it accepts.
import { ConfigError, parseEnv } from '../../../server/config/env.ts';

export function problemsOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
}
