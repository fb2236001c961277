// AJ-Captcha sessions (docs/mall-api.md §2.3): the remembered answer per token, the ajcheck test and the
// second check inside /api/auth/verify. Tokens live 2 minutes; a verified one is consumed; a wrong answer burns it.
import { randomBytes, randomUUID } from 'node:crypto';
import { capMap, type Clock } from '../../core/clock.ts';
import { drawBlockPuzzle, PIECE_TOP } from './block-puzzle-image.ts';
import { drawClickWord, type Point } from './click-word-image.ts';

export type CaptchaType = 'blockPuzzle' | 'clickWord';

const TOKEN_TTL_MS = 2 * 60_000;
/** CRMEB's `offset`: the slider may be this many pixels off. */
const SLIDER_TOLERANCE = 10;
/** Half the side of the box around a clicked character's centre. */
const CLICK_TOLERANCE = 16;

type Session =
  | { type: 'blockPuzzle'; x: number; secretKey: string; expiresAt: number }
  | { type: 'clickWord'; points: Point[]; secretKey: string; expiresAt: number };

export type CaptchaAnswer = { x: number; y: number } | { points: Point[] };

export type CheckResult = 'ok' | 'unknown-token' | 'wrong-type' | 'mismatch';

export function isCaptchaType(value: string): value is CaptchaType {
  return value === 'blockPuzzle' || value === 'clickWord';
}

/** 16 characters of [0-9a-z], like the library's secretKey. */
function secretKey(): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  return [...randomBytes(16)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

function parsePointJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function asPoint(value: unknown): Point | null {
  if (typeof value !== 'object' || value === null) return null;
  const { x, y } = value as Record<string, unknown>;
  const px = Number(x);
  const py = Number(y);
  return x === undefined || y === undefined || !Number.isFinite(px) || !Number.isFinite(py) ? null : { x: px, y: py };
}

function matches(session: Session, pointJson: unknown): boolean {
  const parsed = parsePointJson(pointJson);
  if (session.type === 'blockPuzzle') {
    const point = asPoint(parsed);
    // y is compared loosely (5.0 passes), as PHP's == does.
    return point !== null && Math.abs(point.x - session.x) <= SLIDER_TOLERANCE && point.y === PIECE_TOP;
  }
  if (!Array.isArray(parsed) || parsed.length !== session.points.length) return false;
  return session.points.every((expected, index) => {
    const clicked = asPoint(parsed[index]);
    return clicked !== null && Math.abs(clicked.x - expected.x) <= CLICK_TOLERANCE && Math.abs(clicked.y - expected.y) <= CLICK_TOLERANCE;
  });
}

export function createCaptchaStore(now: Clock) {
  const sessions = new Map<string, Session>();

  function live(token: string): Session | undefined {
    const session = sessions.get(token);
    if (session && session.expiresAt <= now()) {
      sessions.delete(token);
      return undefined;
    }
    return session;
  }

  function remember(session: Session): string {
    const token = randomUUID();
    sessions.set(token, session);
    capMap(sessions, 5_000);
    return token;
  }

  function test(token: string, pointJson: unknown, expectedType?: CaptchaType): CheckResult {
    const session = live(token);
    if (!session) return 'unknown-token';
    if (expectedType && session.type !== expectedType) return 'wrong-type';
    if (!matches(session, pointJson)) {
      sessions.delete(token);
      return 'mismatch';
    }
    return 'ok';
  }

  return {
    async createBlockPuzzle() {
      const images = await drawBlockPuzzle();
      const key = secretKey();
      const token = remember({ type: 'blockPuzzle', x: images.x, secretKey: key, expiresAt: now() + TOKEN_TTL_MS });
      return {
        originalImageBase64: images.original.toString('base64'),
        jigsawImageBase64: images.jigsaw.toString('base64'),
        token,
        secretKey: key,
      };
    },
    async createClickWord() {
      const drawn = await drawClickWord();
      const key = secretKey();
      const token = remember({ type: 'clickWord', points: drawn.points, secretKey: key, expiresAt: now() + TOKEN_TTL_MS });
      return { originalImageBase64: drawn.image.toString('base64'), token, secretKey: key, wordList: drawn.words };
    },
    /** /ajcheck: tests the answer without consuming the token (the client sends it again with /api/auth/verify). */
    check(token: string, pointJson: unknown, expectedType?: CaptchaType): CheckResult {
      return test(token, pointJson, expectedType);
    },
    /** Second check of `token---pointJson`; consumes the token when it passes. */
    verify(captchaVerification: string, expectedType?: CaptchaType): CheckResult {
      const split = captchaVerification.indexOf('---');
      if (split <= 0) return 'unknown-token';
      const token = captchaVerification.slice(0, split);
      const result = test(token, captchaVerification.slice(split + 3), expectedType);
      if (result === 'ok') sessions.delete(token);
      return result;
    },
    answer(token: string): CaptchaAnswer | null {
      const session = live(token);
      if (!session) return null;
      return session.type === 'blockPuzzle' ? { x: session.x, y: PIECE_TOP } : { points: session.points.map((point) => ({ ...point })) };
    },
  };
}
