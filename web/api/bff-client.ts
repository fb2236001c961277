// The browser's only way to the backend: same-origin calls to /api/* and /bff/* (cookies carry the login;
// no token is ever visible here). Errors arrive as the BFF's JSON envelope and become ApiError; a lost
// login saves the current path, clears client state and opens the login modal (docs/product.md §8).
import type { ApiEnvelope } from '#shared/api/envelope.ts';
import { toQueryString, type MallQuery } from '#shared/api/mall-reader.ts';
import { appActions } from '../state/app-state.ts';

export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const FROM_PATH_KEY = 'mall_fromPath';
const NETWORK_MESSAGE = '网络连接失败，请检查网络后重试';

/** JSON bodies are serialised; FormData (uploads) goes as multipart, its boundary written by the browser. */
function toFetchBody(body: unknown): Pick<RequestInit, 'body' | 'headers'> {
  if (body === undefined) return { headers: { accept: 'application/json' } };
  if (typeof FormData !== 'undefined' && body instanceof FormData) return { body, headers: { accept: 'application/json' } };
  return { body: JSON.stringify(body), headers: { accept: 'application/json', 'content-type': 'application/json' } };
}

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiEnvelope<T>> {
  let response: Response;
  try {
    response = await fetch(path, { method, credentials: 'same-origin', ...toFetchBody(body) });
  } catch {
    throw new ApiError(0, 0, NETWORK_MESSAGE, 'UPSTREAM_UNAVAILABLE');
  }
  let envelope: ApiEnvelope<T>;
  try {
    envelope = (await response.json()) as ApiEnvelope<T>;
  } catch {
    // A generic error without a status becomes status 500 (docs/product.md §8).
    throw new ApiError(response.status || 500, 500, '加载失败');
  }
  if (response.ok && Number(envelope.status) === 200) return envelope;
  const error = new ApiError(response.status, Number(envelope.status ?? 500), envelope.message || '加载失败', envelope.code, envelope.data);
  if (envelope.code === 'LOGIN_EXPIRED') {
    sessionStorage.setItem(FROM_PATH_KEY, window.location.pathname + window.location.search);
    appActions.clearSession();
    appActions.openLogin(2);
  }
  throw error;
}

export async function apiGet<T>(path: string, query?: MallQuery): Promise<T> {
  return (await request<T>('GET', `${path}${toQueryString(query)}`)).data as T;
}

export async function apiPost<T>(path: string, body: unknown = {}): Promise<T> {
  return (await request<T>('POST', path, body)).data as T;
}

/**
 * Like apiPost, with the envelope's message: answers with a nested status (payment: {status: 'error'})
 * carry their reason in the top-level message of an HTTP 200 envelope.
 */
export async function apiPostWithMessage<T>(path: string, body: unknown = {}): Promise<{ message: string; data: T }> {
  const envelope = await request<T>('POST', path, body);
  return { message: envelope.message, data: envelope.data as T };
}

/** A multipart upload (e.g. POST /api/upload/image/file); the BFF streams it to the mall. */
export async function apiUpload<T>(path: string, form: FormData): Promise<T> {
  return (await request<T>('POST', path, form)).data as T;
}

/** Shows the error as a toast (docs/product.md §8: errors are toast messages) and returns null. */
export async function withToast<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    appActions.toast(error instanceof Error ? error.message : '加载失败');
    return null;
  }
}
