// What server-side data loaders (+data hooks) get for reading the mall: the data of a status-200 answer,
// or a MallReadError carrying the BFF's mapped HTTP status, the mall's status and message.
import type { BffErrorCode } from './envelope.ts';

export type MallQuery = Record<string, string | number | boolean | undefined | null>;

export interface MallReader {
  get<T = unknown>(path: string, query?: MallQuery): Promise<T>;
  /** Like get, but resolves to `fallback` on any failure (for optional page parts). */
  getOr<T>(path: string, fallback: T, query?: MallQuery): Promise<T>;
  /**
   * A POST the mall answers as a plain read (CRMEB's courier timeline). Only paths the BFF's endpoint table
   * marks as server reads are sent; any other path is refused before the mall is called.
   */
  postRead<T = unknown>(path: string, body?: Record<string, unknown>): Promise<T>;
  /** A warning line in the server log (with the request id) for something a page shows in its own way. */
  warn(message: string, details?: Record<string, unknown>): void;
}

export class MallReadError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: number,
    message: string,
    readonly code?: BffErrorCode,
  ) {
    super(message);
    this.name = 'MallReadError';
  }
}

/**
 * The one test for "this is a failed mall read". By shape, not instanceof: the server's class and the copy
 * bundled into the page build are different classes at run time.
 */
export function isMallReadError(error: unknown): error is MallReadError {
  if (!error || typeof error !== 'object') return false;
  const candidate = error as Partial<MallReadError>;
  return candidate.name === 'MallReadError' && typeof candidate.httpStatus === 'number';
}

export function toQueryString(query: MallQuery | undefined): string {
  if (!query) return '';
  // Written out (not URLSearchParams) so shared/ needs neither DOM nor Node types.
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}
