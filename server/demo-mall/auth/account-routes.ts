// PLACEHOLDER (owned by the accounts work).
import type { FastifyInstance } from 'fastify';
import type { DemoMallContext } from '../context.ts';

export function registerAccountRoutes(app: FastifyInstance, context: DemoMallContext): void {
  void app;
  void context;
}
