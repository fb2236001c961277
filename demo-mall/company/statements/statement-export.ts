// GET /api/company/statement/export/:id?type=xlsx|pdf (docs/company-api.md §4): the file with its type and an
// attachment name, 对账单-2026-11.xlsx, with an ASCII fallback for clients that do not read filename*.
import type { StatementExportType } from '#shared/company/statement-rules.ts';
import { statementExport } from './statement-export-content.ts';
import type { DocumentJob } from '../documents/document-jobs.ts';
import { cjkFontPath, PDF_CONTENT_TYPE } from './statement-pdf.ts';
import type { OverdueEntry } from './statement-overdue.ts';
import type { StatementParties } from './statement-parties.ts';
import type { Statement } from './statement-service.ts';
import { XLSX_CONTENT_TYPE } from '../xlsx-export.ts';

export interface ExportFile {
  body: Buffer;
  contentType: string;
  disposition: string;
}

export function attachmentDisposition(period: string, type: StatementExportType): string {
  const ascii = `statement-${period}.${type}`;
  const utf8 = encodeURIComponent(`对账单-${period}.${type}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

export async function exportStatement(
  statement: Statement,
  type: StatementExportType,
  exportTime: string,
  parties: StatementParties,
  overdue: readonly OverdueEntry[],
  /** draws the file off the event loop (documents/document-renderers.ts) */
  draw: (job: DocumentJob) => Promise<Buffer>,
): Promise<ExportFile> {
  const content = statementExport(statement, exportTime, parties, overdue);
  const disposition = attachmentDisposition(statement.period, type);
  if (type === 'xlsx') return { body: await draw({ kind: 'statement-xlsx', content }), contentType: XLSX_CONTENT_TYPE, disposition };
  return { body: await draw({ kind: 'statement-pdf', content, fontPath: cjkFontPath() }), contentType: PDF_CONTENT_TYPE, disposition };
}
