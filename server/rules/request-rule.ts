// The endpoint rule of an incoming request, worked out once from its resolved target and shared by the hooks
// and the proxy.
import type { FastifyRequest } from 'fastify';
import { resolvedTargetOf } from './resolved-target.ts';
import { ruleFor, type EndpointRule } from './rule-for.ts';

const rules = new WeakMap<FastifyRequest, EndpointRule>();

export function ruleOfRequest(request: FastifyRequest): EndpointRule {
  let rule = rules.get(request);
  if (!rule) {
    const target = resolvedTargetOf(request);
    rule = ruleFor(request.method, target.ok ? target.matchPath : '');
    rules.set(request, rule);
  }
  return rule;
}
