// PLACEHOLDER (owned by the catalogue work).
import type { FastifyInstance } from 'fastify';
import type { DemoMallContext } from '../context.ts';

export function registerCatalogRoutes(app: FastifyInstance, context: DemoMallContext): void {
  void app;
  void context;
}
