// The accessibility gate's route list and its axe run (docs/adr/0024-grey-palette-and-axe-gate.md): every page of
// the route tables, visited with the sign-in state it needs, and a failure message that names rule, impact and nodes.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { COMPANY_PAGE_PERMISSIONS } from '../../../shared/company/company-roles.ts';
import { STORE_PAGES } from '../../../shared/route-links.ts';
import { ROUTES, USER_PAGES } from '../../../shared/routes.ts';

/** WCAG 2.0 and 2.1, levels A and AA: the rules Lighthouse's accessibility score is also built from. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The impacts that fail the gate; moderate and minor findings are reported by Lighthouse, not gated. */
const GATED_IMPACTS = new Set(['serious', 'critical']);

/**
 * Real demo-mall ids for the parameterised pages (a product, a flash-sale and a presale product, a news article, a
 * ranking category). A new `@param` route without an entry here fails the route-coverage test until one is added.
 */
const PARAMETER_URLS: Readonly<Record<string, string>> = {
  '/goods_detail/@id': '/goods_detail/1',
  '/goods_seckill_detail/@id': '/goods_seckill_detail/2001',
  '/goods_presell_detail/@id': '/goods_presell_detail/5',
  '/news_detail/@id': '/news_detail/101',
  '/goods_ranking/@cate_id': '/goods_ranking/1',
};

/** Pages that need a query to show anything but an empty state (a store id). */
const QUERY_URLS: Readonly<Record<string, string>> = {
  '/store': '/store?id=1',
  '/store/category': '/store/category?id=1',
  '/store/storeCoupon': '/store/storeCoupon?id=1',
  '/qualifications': '/qualifications?id=1',
  '/privacy_agreement': '/privacy_agreement?type=sys_user_agree',
};

/**
 * Company pages of one record that no seed holds (a quote): audited as the company admin, on a record the spec makes
 * first (`recordUrl` in page-sweep.spec.ts).
 */
export const MADE_RECORD_ROUTES = ['/user/quotes/@id'] as const;

/** Pages outside the route tables that still have a folder: the slider-check page of the login group. */
const EXTRA_GUEST_PATHS = ['/login/verify'];

export type SignIn = 'guest' | 'personal' | 'company';

export interface AuditedPage {
  /** the route pattern, as written in the route tables or the page folders */
  route: string;
  url: string;
  signIn: SignIn;
}

function urlFor(route: string): string {
  return PARAMETER_URLS[route] ?? QUERY_URLS[route] ?? route;
}

function signInFor(route: string, auth: 'public' | 'login' | 'guest-only'): SignIn {
  if (auth !== 'login') return 'guest';
  // the company pages need a company role that allows them (docs/user-centre.md): the owner, acting as 企业
  return route in COMPANY_PAGE_PERMISSIONS ? 'company' : 'personal';
}

/** Every page of ROUTES, USER_PAGES and STORE_PAGES (and the parameter pages), once, with its sign-in state. */
export function auditedPages(): AuditedPage[] {
  const pages = new Map<string, AuditedPage>();
  const add = (route: string, auth: 'public' | 'login' | 'guest-only') => {
    if (!pages.has(route)) pages.set(route, { route, url: urlFor(route), signIn: signInFor(route, auth) });
  };
  for (const route of Object.values(ROUTES) as { path: string; auth: 'public' | 'login' | 'guest-only' }[]) add(route.path, route.auth);
  for (const page of USER_PAGES) add(page.path, 'login');
  for (const page of Object.values(STORE_PAGES)) add(page.path, 'public');
  for (const route of Object.keys(PARAMETER_URLS)) add(route, 'public');
  for (const path of EXTRA_GUEST_PATHS) add(path, 'guest-only');
  for (const route of MADE_RECORD_ROUTES) pages.set(route, { route, url: route, signIn: 'company' });
  return [...pages.values()];
}

/** The URL pattern of every page folder under web/pages (route groups dropped, `index` is the home page). */
export function pageFolderRoutes(pagesDir: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string, segments: string[]) => {
    const entries = readdirSync(dir);
    if (entries.includes('+Page.tsx')) routes.push(`/${segments.filter((segment) => segment !== 'index').join('/')}`);
    for (const entry of entries) {
      const full = join(dir, entry);
      if (!statSync(full).isDirectory() || entry.startsWith('_')) continue;
      walk(full, /^\(.*\)$/.test(entry) ? segments : [...segments, entry]);
    }
  };
  walk(pagesDir, []);
  return routes;
}

/** A route pattern that is not an audited page, or an audited parameter route without an id. */
export function uncoveredRoutes(pagesDir: string): string[] {
  const audited = auditedPages();
  const covered = new Set(audited.map((page) => page.route));
  const missingFolders = pageFolderRoutes(pagesDir).filter((route) => !covered.has(route));
  const made = new Set<string>(MADE_RECORD_ROUTES);
  const missingIds = audited.filter((page) => page.url.includes('@') && !made.has(page.route)).map((page) => page.route);
  return [...missingFolders, ...missingIds];
}

export interface GatedViolation {
  id: string;
  impact: string;
  nodes: number;
  targets: string[];
  help: string;
}

/**
 * Runs axe over the page once its transitions have ended and returns the serious and critical findings: a row whose
 * background is still fading in (the cart's checked rows, 0.15 s) would otherwise be judged on a colour it passes
 * through, failing the contrast rule now and then.
 */
export async function seriousViolations(page: Page): Promise<GatedViolation[]> {
  await page.evaluate(() => {
    // only what ends: a spinner or a looping animation has no end to wait for
    const ending = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    return Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations
    .filter((violation) => GATED_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      nodes: violation.nodes.length,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      help: violation.help,
    }));
}

/** One line per rule: `color-contrast (serious, 26 nodes): .price, .tag, .meta — Elements must meet …`. */
export function describeViolations(where: string, violations: GatedViolation[]): string {
  const lines = violations.map(
    (violation) => `  ${violation.id} (${violation.impact}, ${violation.nodes} nodes): ${violation.targets.join(', ')} — ${violation.help}`,
  );
  return `${where}: ${violations.length} serious/critical axe rules\n${lines.join('\n')}`;
}
