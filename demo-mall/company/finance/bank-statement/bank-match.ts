// Matching a bank statement's lines to companies and their remittances (docs/company-api.md §3.6). Pure, over the
// lookups the store answers, so the rules are tested on their own:
// - 已入账: a line whose keys were credited before (by this file or another one carrying the same transfer);
// - 未匹配: a line that cannot be read, or whose 附言 names no company's 汇款识别码;
// - 待人工核对 (ambiguous): the 附言 names codes of more than one company, or the one company it names has no 待审核
//   remittance of exactly that amount left;
// - 已匹配: one company, and its oldest 待审核 remittance of that amount not claimed by an earlier line.
// A line's keys (core/bank-line-key.ts, ADR 0065) are the same for the same transfer in any file.
import { codesInNote } from '#shared/company/remittance-codes.ts';
import type { RemittanceRow } from '../remittance-store.ts';
import { type LineKeys, lineKeys } from '../../../core/bank-line-key.ts';
import type { BankLine } from './bank-lines.ts';

export type MatchState = 'matched' | 'ambiguous' | 'unmatched' | 'credited';

export const MATCH_STATE_NAMES: Readonly<Record<MatchState, string>> = {
  matched: '已匹配',
  ambiguous: '待人工核对',
  unmatched: '未匹配',
  credited: '已入账',
};

export interface LineMatch {
  line: BankLine;
  keys: LineKeys;
  state: MatchState;
  reason: string;
  companyId?: number;
  /** the remittance it matched, or the one it credited */
  remittance?: RemittanceRow;
}

export interface MatchLookups {
  companyOfCode(code: string): number | undefined;
  pendingOf(companyId: number, amountFen: number): RemittanceRow[];
  /** the remittance a line with these keys credited, if one did */
  creditedBy(keys: LineKeys): RemittanceRow | undefined;
}

export function matchLines(lines: readonly BankLine[], lookups: MatchLookups): LineMatch[] {
  const allKeys = lineKeys(lines);
  const claimed = new Set<number>();
  return lines.map((line, index): LineMatch => {
    const keys = allKeys[index] as LineKeys;
    const credited = lookups.creditedBy(keys);
    if (credited)
      return { line, keys, state: 'credited', reason: '此前导入时已确认到账', companyId: credited.company_id, remittance: credited };
    if (line.problem || line.amountFen === null) return { line, keys, state: 'unmatched', reason: line.problem };
    const codes = codesInNote(line.note);
    if (codes.length === 0) return { line, keys, state: 'unmatched', reason: '附言中没有汇款识别码' };
    const companies = [...new Set(codes.map((code) => lookups.companyOfCode(code)).filter((id) => id !== undefined))];
    if (companies.length === 0) return { line, keys, state: 'unmatched', reason: '附言中的识别码不属于任何企业' };
    if (companies.length > 1) return { line, keys, state: 'ambiguous', reason: '附言中有多家企业的识别码' };
    const companyId = companies[0] as number;
    const remittance = lookups.pendingOf(companyId, line.amountFen).find((row) => !claimed.has(row.remittance_id));
    if (!remittance) return { line, keys, state: 'ambiguous', reason: '该企业没有金额相符的待审核汇款', companyId };
    claimed.add(remittance.remittance_id);
    return { line, keys, state: 'matched', reason: '', companyId, remittance };
  });
}
