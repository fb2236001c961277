// GET /metrics on a port of its own (METRICS_PORT), bound to METRICS_HOST: loopback unless a scraper
// elsewhere needs it (in a pod: the pod address, kept off the Service). Nothing else is served there.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { METRICS_CONTENT_TYPE, metricsText } from './bff-metrics.ts';

export interface MetricsListener {
  readonly port: number;
  close(): Promise<void>;
}

export async function startMetricsListener(host: string, port: number): Promise<MetricsListener> {
  const server = http.createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?', 1)[0];
    if (pathname !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    metricsText().then(
      (text) => response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(request.method === 'HEAD' ? undefined : text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n'),
    );
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
