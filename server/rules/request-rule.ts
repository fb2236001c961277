// The endpoint rule of an incoming request, worked out once and shared by the hooks and the proxy.
import type { FastifyRequest } from 'fastify';
import { canonicalPathname } from './canonical-path.ts';
import { ruleFor, type EndpointRule } from './rule-for.ts';

const rules = new WeakMap<FastifyRequest, EndpointRule>();

export function ruleOfRequest(request: FastifyRequest): EndpointRule {
  let rule = rules.get(request);
  if (!rule) {
    rule = ruleFor(request.method, canonicalPathname(request.url));
    rules.set(request, rule);
  }
  return rule;
}
