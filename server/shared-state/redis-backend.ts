// The Redis side of the shared state: a fixed-window counter and a cache store, each one round trip.
// Both are Lua scripts so that they are atomic across every BFF instance (ioredis sends EVALSHA and
// falls back to EVAL when a restarted Redis has forgotten the script).
import type { Redis } from 'ioredis';
import type { CacheRecord, CacheStore, RateCount, RateCounter, StoredRecord } from './types.ts';

/** INCR, then PEXPIRE only when the key has no expiry yet (PEXPIRE NX, written so Redis 6 runs it too). */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** GET and PTTL together, so freshness is judged on Redis's clock rather than on each instance's. */
const READ_SCRIPT = `
local value = redis.call('GET', KEYS[1])
if not value then return {false, -2} end
return {value, redis.call('PTTL', KEYS[1])}
`;

interface ScriptedRedis {
  mallHit(key: string, windowMs: number): Promise<[number, number]>;
  mallRead(key: string): Promise<[string | null, number]>;
}

function withScripts(redis: Redis): Redis & ScriptedRedis {
  const scripted = redis as Redis & Partial<ScriptedRedis>;
  if (!scripted.mallHit) redis.defineCommand('mallHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  if (!scripted.mallRead) redis.defineCommand('mallRead', { numberOfKeys: 1, lua: READ_SCRIPT, readOnly: true });
  return redis as Redis & ScriptedRedis;
}

export class RedisCounter implements RateCounter {
  private readonly redis: Redis & ScriptedRedis;

  constructor(redis: Redis) {
    this.redis = withScripts(redis);
  }

  async hit(key: string, windowMs: number): Promise<RateCount> {
    const [count, ttl] = await this.redis.mallHit(key, windowMs);
    return { count: Number(count), resetMs: Math.max(0, Number(ttl)) };
  }
}

/** What Redis holds per cache key: the value and its freshness split, as one JSON string. */
interface RedisCacheValue {
  v?: unknown;
  f: number;
  s: number;
}

export class RedisCacheStore implements CacheStore {
  private readonly redis: Redis & ScriptedRedis;

  constructor(
    redis: Redis,
    private readonly maxValueBytes: number,
  ) {
    this.redis = withScripts(redis);
  }

  async read(key: string): Promise<StoredRecord | undefined> {
    const [json, ttl] = await this.redis.mallRead(key);
    if (json === null || json === undefined || Number(ttl) <= 0) return undefined;
    const stored = parseStored(json);
    if (!stored) return undefined;
    return {
      record: { value: stored.v, freshMs: stored.f, staleMs: stored.s },
      remainingMs: Number(ttl),
      bytes: Buffer.byteLength(json) + Buffer.byteLength(key),
    };
  }

  async write(key: string, record: CacheRecord): Promise<void> {
    const ttlMs = record.freshMs + record.staleMs;
    const json = JSON.stringify({ v: record.value, f: record.freshMs, s: record.staleMs } satisfies RedisCacheValue);
    if (ttlMs <= 0 || Buffer.byteLength(json) > this.maxValueBytes) {
      await this.redis.del(key);
      return;
    }
    await this.redis.set(key, json, 'PX', Math.ceil(ttlMs));
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(key);
  }
}

/** Anything else under our key (written by hand, an older format) reads as a miss. */
function parseStored(json: string): RedisCacheValue | undefined {
  try {
    const parsed = JSON.parse(json) as Partial<RedisCacheValue> | null;
    if (!parsed || typeof parsed.f !== 'number' || typeof parsed.s !== 'number') return undefined;
    return parsed as RedisCacheValue;
  } catch {
    return undefined;
  }
}
