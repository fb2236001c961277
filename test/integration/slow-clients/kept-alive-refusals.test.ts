// Many refusals on one kept-alive connection: each answer sent before its body was read (here a cross-site 403)
// drains the rest and keeps the connection; the drain must leave nothing behind on the socket, or a client
// grows the socket's close listeners without bound (Node's MaxListenersExceededWarning at 11).
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAll, setup } from '../bff/bff-kit.ts';
import { openSlowUpload, waitUntil } from './slow-client-kit.ts';

afterEach(closeAll);

const REFUSALS = 50;
const DECLARED = 2000;
const FIRST = 100;

const answerCount = (text: string) => (text.match(/HTTP\/1\.1 403/g) ?? []).length;

describe('refused requests on one kept-alive connection', () => {
  it(`${REFUSALS} cross-site 403s with a body leave the socket's close listeners where one left them`, async () => {
    const kit = await setup();
    const serverSockets: Socket[] = [];
    kit.app.server.on('connection', (socket: Socket) => serverSockets.push(socket));
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    const head = [
      'POST /api/user/cart/add HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      `Content-Length: ${DECLARED}`,
      'Origin: https://attacker.example',
      '',
      '',
    ].join('\r\n');
    const connection = await openSlowUpload(Number(new URL(kit.origin).port), {
      path: '/api/user/cart/add',
      contentType: 'application/json',
      declaredBytes: DECLARED,
      initialBytes: FIRST,
      intervalMs: 0,
      origin: 'https://attacker.example',
    });
    const closeListeners: number[] = [];
    try {
      for (let i = 1; i <= REFUSALS; i += 1) {
        // The answer comes before the rest of the body; the rest then arrives and is dropped.
        expect(await waitUntil(() => answerCount(connection.received()) === i, 3000)).toBe(true);
        // By the time request i is answered, every earlier rest was read to its end: each count below sees the
        // same state, one drain under way.
        if (i === 2 || i === REFUSALS) closeListeners.push(serverSockets[0]?.listenerCount('close') ?? -1);
        connection.socket.write(Buffer.alloc(DECLARED - FIRST, 0x20));
        if (i < REFUSALS) connection.socket.write(Buffer.concat([Buffer.from(head), Buffer.alloc(FIRST, 0x20)]));
      }
      expect(serverSockets).toHaveLength(1);
      expect(connection.socket.destroyed).toBe(false);
      expect(closeListeners[1]).toBe(closeListeners[0]);
      expect(warnings.filter((text) => text.includes('MaxListenersExceeded'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      connection.stop();
    }
  });
});
