// The contract check's report: one row per call (endpoint, used by, result) and a one-line verdict. Columns are
// padded by display width, so Chinese messages line up in a terminal.
import type { ContractResult } from './run-contract.ts';

/** East Asian wide characters take two columns. */
function displayWidth(text: string): number {
  let width = 0;
  for (const char of text)
    width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char) ? 2 : 1;
  return width;
}

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - displayWidth(text)));

export function resultText(result: ContractResult): string {
  const { outcome, call } = result;
  switch (outcome.kind) {
    case 'ok':
      return outcome.note ? `ok (${outcome.note})` : 'ok';
    case 'differs':
      return `differs: ${outcome.how}`;
    case 'missing':
      return call.fallback ? `missing (the storefront falls back to ${call.fallback})` : `missing: ${outcome.how}`;
    case 'error':
      return `error: ${outcome.how}`;
    case 'skipped':
      return `not checked: ${outcome.how}`;
  }
}

export function verdictLine(results: readonly ContractResult[]): string {
  const count = (verdict: ContractResult['verdict']) => results.filter((result) => result.verdict === verdict).length;
  const failing = count('fails');
  const parts = [`${count('ok')} ok`, `${count('falls back')} with a fallback`, `${failing} failing`];
  if (count('not checked')) parts.push(`${count('not checked')} not checked`);
  return failing === 0
    ? `Verdict: the storefront can run on this backend (${parts.join(', ')}).`
    : `Verdict: the storefront cannot run on this backend as it is (${parts.join(', ')}).`;
}

export function printTable(results: readonly ContractResult[]): string {
  const rows = [['endpoint', 'used by', 'result'], ...results.map((r) => [`${r.call.method} ${r.url}`, r.call.usedBy, resultText(r)])];
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => displayWidth(row[column] ?? ''))));
  const line = (row: string[]) => `${pad(row[0] ?? '', widths[0] ?? 0)}  ${pad(row[1] ?? '', widths[1] ?? 0)}  ${row[2] ?? ''}`.trimEnd();
  const rule = `${'-'.repeat(widths[0] ?? 0)}  ${'-'.repeat(widths[1] ?? 0)}  ${'-'.repeat(6)}`;
  const [header, ...body] = rows;
  const reports = results.flatMap((result) => result.report ?? []);
  return [line(header ?? []), rule, ...body.map(line), '', ...(reports.length ? [...reports, ''] : []), verdictLine(results)].join('\n');
}
