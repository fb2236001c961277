// The one answer envelope and the one way browser tests call the BFF's API outside the page (docs/mall-api.md §1):
// every answer is HTTP 200 with { status, message, data }, a refusal being status 400 with its Chinese message.
import { type APIRequestContext, expect } from '@playwright/test';

export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

/**
 * GET `path`, or POST `data` to it ({} when there is none). Fails unless the answer is HTTP 200; whether the
 * envelope says 200 or refuses is the caller's to check (callOk checks it).
 */
export async function call<T>(request: APIRequestContext, method: 'get' | 'post', path: string, data?: object): Promise<Envelope<T>> {
  const answer = method === 'get' ? await request.get(path) : await request.post(path, { data: data ?? {} });
  const text = await answer.text();
  expect(answer.status(), `${method.toUpperCase()} ${path}: ${text.slice(0, 200)}`).toBe(200);
  return JSON.parse(text) as Envelope<T>;
}

/** `call` for a call that must succeed: fails unless the envelope says 200, and gives its data. */
export async function callOk<T>(request: APIRequestContext, method: 'get' | 'post', path: string, data?: object): Promise<T> {
  const body = await call<T>(request, method, path, data);
  expect(body.status, `${method.toUpperCase()} ${path}: ${body.message}`).toBe(200);
  return body.data;
}
