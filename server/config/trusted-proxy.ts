// Whether a request arrived over https, decided the way Fastify decides request.protocol (TRUST_PROXY): the
// last X-Forwarded-Proto entry when the peer is a trusted proxy, else the socket's own TLS. For code that
// answers before Fastify builds its request (the guest fast lane, server/cache/guest-fast-lane.ts).
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';

type TrustOption = boolean | string[] | ((address: string, hop: number) => boolean);

function trustFunction(option: TrustOption): (address: string, hop: number) => boolean {
  if (typeof option === 'function') return option;
  if (option === true) return () => true;
  if (option === false) return () => false;
  return proxyAddr.compile(option);
}

export function httpsDecider(option: TrustOption): (request: IncomingMessage) => boolean {
  const trusted = trustFunction(option);
  return (request) => {
    const forwarded = request.headers['x-forwarded-proto'];
    const address = request.socket.remoteAddress;
    if (forwarded && address !== undefined && trusted(address, 0)) {
      const value = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
      return value.slice(value.lastIndexOf(',') + 1).trim() === 'https';
    }
    return (request.socket as TLSSocket).encrypted === true;
  };
}
