// A statement export's parties and state for tests of the .xlsx and .pdf files: the platform as the mall prints it
// and a sample company with every detail given.
import type { StatementExport } from '../../../demo-mall/company/statements/statement-export-content.ts';
import { PLATFORM_PARTY, type StatementParties } from '../../../demo-mall/company/statements/statement-parties.ts';

export const SAMPLE_PARTIES: StatementParties = {
  platform: PLATFORM_PARTY,
  company: {
    role: '乙方（企业）',
    name: '苏州恒泰精密机械有限公司',
    creditCode: '91320594MA1MXXXX0Q',
    address: '江苏省苏州市工业园区星湖街 328 号',
    contact: '周敏 13912345678',
  },
};

/** What a statement export holds besides its title, header and lines (no overdue items unless given). */
export function exportFrame(
  confirmation = '状态：待确认',
  overdue: StatementExport['overdue'] = [],
): Pick<StatementExport, 'parties' | 'confirmation' | 'overdue'> {
  return { parties: SAMPLE_PARTIES, confirmation, overdue };
}

/** A mall date or time ('2026-11-03 10:00:00') as exceljs reads the date cell an export writes: its wall clock in UTC. */
export const cellDate = (text: string): Date => new Date(`${text.replace(' ', 'T')}Z`);
