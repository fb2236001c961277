// The REDIS_* settings: defaults, parsing, and messages that never repeat a URL (it may hold a password).
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../server/config/env.ts';
import { problemsOf } from '../../helpers/bff/env-problems.ts';

describe('shared-state settings', () => {
  it('defaults to memory, prefix mall:, 200 ms commands', () => {
    expect(parseEnv({}).sharedState).toEqual({ redisUrl: undefined, keyPrefix: 'mall:', commandTimeoutMs: 200 });
  });

  it('reads REDIS_URL, REDIS_KEY_PREFIX and REDIS_COMMAND_TIMEOUT_MS', () => {
    const config = parseEnv({
      REDIS_URL: 'rediss://:pw@redis.internal:6380/2',
      REDIS_KEY_PREFIX: 'shop-a:',
      REDIS_COMMAND_TIMEOUT_MS: '150',
    });
    expect(config.sharedState).toEqual({ redisUrl: 'rediss://:pw@redis.internal:6380/2', keyPrefix: 'shop-a:', commandTimeoutMs: 150 });
    expect(Object.isFrozen(config.sharedState)).toBe(true);
  });

  it('names bad values without repeating the URL', () => {
    const problems = problemsOf({ REDIS_URL: 'http://:secret-pw@redis:6379', REDIS_KEY_PREFIX: 'a b', REDIS_COMMAND_TIMEOUT_MS: '0' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(['REDIS_COMMAND_TIMEOUT_MS', 'REDIS_KEY_PREFIX', 'REDIS_URL']);
    expect(problems.join('\n')).not.toContain('secret-pw');
  });
});
