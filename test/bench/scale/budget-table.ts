// The scale bench's verdicts against issue 40's budgets: under 企业 every page within 150 KB of HTML and 3× (+30 ms)
// of its small-world render; guest browse pages within 1.5×; both processes' memory under 1.5 GB; no event-loop
// block over 100 ms. Pure functions over the figures, so the table can be checked without servers.
import type { Figures } from './measure.ts';
import type { Budget } from './scale-targets.ts';

export const COMPANY_PAGE_MAX_KB = 150;
export const MEMORY_MAX_MB = 1536;
export const EVENT_LOOP_MAX_MS = 100;

export interface Verdict {
  budget: string;
  met: boolean | null;
}

export function pageVerdict(budget: Budget, small: Figures, large: Figures): Verdict {
  if (large.status >= 400 || small.status >= 400) return { budget: `HTTP ${small.status} / ${large.status}`, met: false };
  if (budget === 'company') {
    const limitMs = small.medianMs * 3 + 30;
    const met = large.bytes <= COMPANY_PAGE_MAX_KB * 1024 && large.medianMs <= limitMs;
    return { budget: `≤ ${COMPANY_PAGE_MAX_KB} KB, ≤ ${limitMs.toFixed(0)} ms`, met };
  }
  if (budget === 'browse') {
    const limitMs = small.medianMs * 1.5;
    return { budget: `≤ ${limitMs.toFixed(0)} ms (1.5×)`, met: large.medianMs <= limitMs };
  }
  return { budget: '—', met: null };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const ms = (figures: Figures) => `${figures.medianMs.toFixed(0)} / ${figures.p99Ms.toFixed(0)}`;
const mark = (met: boolean | null) => (met === null ? '' : met ? 'met' : 'NOT MET');

export function tableRow(label: string, small: Figures, large: Figures, verdict: Verdict): string {
  return `| ${label} | ${kb(small.bytes)} | ${kb(large.bytes)} | ${ms(small)} | ${ms(large)} | ${verdict.budget} | ${mark(verdict.met)} |`;
}

export const TABLE_HEAD = [
  '| target | small KB | large KB | small ms median / p99 | large ms median / p99 | budget | |',
  '| --- | --: | --: | --: | --: | --- | --- |',
];

export function memoryVerdict(largeMallMb: number, largeStorefrontMb: number): Verdict {
  return { budget: `mall + storefront < ${MEMORY_MAX_MB} MB`, met: largeMallMb + largeStorefrontMb < MEMORY_MAX_MB };
}

export function eventLoopVerdict(maxMs: number): Verdict {
  return { budget: `< ${EVENT_LOOP_MAX_MS} ms`, met: maxMs < EVENT_LOOP_MAX_MS };
}

export { mark as verdictMark };
