// The opening lines of a table a company owns: its own id and the owning company, padded as the released
// migration texts have them (the executed SQL must stay byte for byte what it was).
export function companyTableHead(table: string, idColumn: string, width: number): string {
  return [
    `CREATE TABLE ${table} (`,
    `  ${idColumn.padEnd(width)}INTEGER PRIMARY KEY AUTOINCREMENT,`,
    `  ${'company_id'.padEnd(width)}INTEGER NOT NULL REFERENCES companies (company_id),`,
    '',
  ].join('\n');
}
