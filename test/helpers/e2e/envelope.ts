// The one answer envelope and the one way browser tests call the BFF's API outside the page (docs/mall-api.md §1):
// every answer is { status, message, data }; a refusal says status 400 with its Chinese message (the BFF may send
// it with HTTP 400 too, e.g. a payment refused while the order waits for approval).
import { type APIRequestContext, expect } from '@playwright/test';

export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

/** GET `path`, or POST `data` to it ({} when there is none): the envelope, whether it says 200 or refuses. */
export async function call<T>(request: APIRequestContext, method: 'get' | 'post', path: string, data?: object): Promise<Envelope<T>> {
  const answer = method === 'get' ? await request.get(path) : await request.post(path, { data: data ?? {} });
  const text = await answer.text();
  try {
    return JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${method.toUpperCase()} ${path}: HTTP ${answer.status()}, not an envelope: ${text.slice(0, 200)}`);
  }
}

/** `call` for a call that must succeed: fails unless the envelope says 200, and gives its data. */
export async function callOk<T>(request: APIRequestContext, method: 'get' | 'post', path: string, data?: object): Promise<T> {
  const body = await call<T>(request, method, path, data);
  expect(body.status, `${method.toUpperCase()} ${path}: ${body.message}`).toBe(200);
  return body.data;
}
