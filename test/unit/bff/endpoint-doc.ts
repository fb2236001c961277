// How the endpoint table's rows read in docs/bff-contract.md, and how the document's marked sections are read
// back, so a test can compare the two both ways.
import * as authSchemas from '../../../shared/schemas/auth-schemas.ts';
import * as companyApprovalSchemas from '../../../shared/schemas/company-approval-schemas.ts';
import * as companyFinanceSchemas from '../../../shared/schemas/company-finance-schemas.ts';
import * as companyStatementSchemas from '../../../shared/schemas/company-statement-schemas.ts';
import * as companyMembersSchemas from '../../../shared/schemas/company-members-schemas.ts';
import * as companyQuickOrderSchemas from '../../../shared/schemas/company-quick-order-schemas.ts';
import * as tradeSchemas from '../../../shared/schemas/trade-schemas.ts';
import type { EndpointRow } from '../../../server/rules/endpoint-table.ts';

export type Cells = string[];

/** The shared schema modules the endpoint table may name (a new one is added here). */
export const SCHEMA_MODULES: readonly Record<string, unknown>[] = [
  authSchemas,
  tradeSchemas,
  companyMembersSchemas,
  companyFinanceSchemas,
  companyStatementSchemas,
  companyApprovalSchemas,
  companyQuickOrderSchemas,
];

export const ENDPOINT_COLUMNS = ['methods', 'path', 'match', 'body schema', 'rate bucket', 'token', 'answer', 'other', 'what'];

function schemaName(schema: unknown): string {
  const found = SCHEMA_MODULES.flatMap((module) => Object.entries(module)).find(([, value]) => value === schema);
  return found ? `\`${found[0]}\`` : '(a schema outside shared/schemas)';
}

/** One row as the document's cells. */
export function endpointCells(row: EndpointRow): Cells {
  const answer = [row.capture ? `tokens captured (${row.capture})` : '', row.keepTokens ? 'tokens kept' : ''].filter(Boolean);
  const personal = row.personal === undefined ? '' : row.personal ? 'personal' : 'public';
  const flags = [
    row.area ? `area ${row.area}` : '',
    row.logout ? 'logout' : '',
    row.csrfExempt ? 'CSRF exempt' : '',
    row.notForwarded ? 'not forwarded' : '',
    row.serverRead ? 'server read' : '',
    row.cacheSeconds ? `cached ${row.cacheSeconds} s` : '',
    personal,
  ];
  const other = flags.filter(Boolean);
  return [
    row.methods === '*' ? 'any' : row.methods.join(', '),
    `\`${row.path}\``,
    row.match,
    row.schema ? schemaName(row.schema) : '',
    row.bucket ?? '',
    row.token ?? '',
    answer.join('; '),
    other.join('; '),
    row.what,
  ];
}

export function tradingCells(row: EndpointRow): Cells {
  return [`\`${row.path}\``, row.what];
}

export function toMarkdownLine(cells: Cells): string {
  return `| ${cells.join(' | ')} |`.replace(/ {2}\|/g, ' |');
}

/** The text between `<!-- name:start ... -->` and `<!-- name:end -->`; throws when the markers are missing. */
export function markedSection(text: string, name: string): string {
  const start = text.indexOf(`<!-- ${name}:start`);
  const end = text.indexOf(`<!-- ${name}:end`);
  if (start === -1 || end === -1 || end < start) throw new Error(`no "${name}" section`);
  return text.slice(text.indexOf('\n', start) + 1, end);
}

/** The body rows of the markdown table in `section` (header and separator left out), as trimmed cells. */
export function tableRows(section: string): Cells[] {
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  return lines.slice(2).map((line) =>
    line
      .slice(1, line.lastIndexOf('|'))
      .split('|')
      .map((cell) => cell.trim()),
  );
}
