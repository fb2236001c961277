// One part of a server-rendered page read from the mall: its value, or the mall's refusal as a message the page
// shows in its place. A lost login goes to the login page; anything else than a mall refusal is a real error.
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { isMallReadError } from '#shared/api/mall-reader.ts';
import { loginHref } from '#shared/route-links.ts';

export type Section<T> = { ok: true; value: T } | { ok: false; message: string };

export async function readSection<T>(pageContext: PageContextServer, read: () => Promise<T>): Promise<Section<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    if (!isMallReadError(error)) throw error;
    if (error.code === 'LOGIN_EXPIRED') throw redirect(loginHref(pageContext.urlOriginal));
    return { ok: false, message: error.message || '加载失败' };
  }
}
