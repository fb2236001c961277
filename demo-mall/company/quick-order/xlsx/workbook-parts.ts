// Which entries of the workbook hold its first sheet, shared strings and styles: the first <sheet> of
// xl/workbook.xml names a relationship, xl/_rels/workbook.xml.rels names its file. Fixed names for the rest, as
// the workbook reader used before (exceljs) expects them.
import { unreadable } from '../file-refusal.ts';
import { type EntryHandler, scanEntry } from './scan-entry.ts';
import type { Attributes } from './xml-scan.ts';
import type { ZipEntry } from './zip-directory.ts';
import type { InflateBudget } from './zip-entry-text.ts';

export interface WorkbookParts {
  /** undefined when the workbook has no sheet */
  sheet: ZipEntry | undefined;
  sharedStrings: ZipEntry | undefined;
  styles: ZipEntry | undefined;
}

/** Calls `take` for each opened element called `name` until it answers true. */
class FirstElement implements EntryHandler {
  done = false;
  constructor(
    private readonly name: string,
    private readonly take: (attributes: Attributes) => boolean,
  ) {}
  open(name: string, attributes: Attributes): void {
    if (!this.done && name === this.name) this.done = this.take(attributes);
  }
  close(): void {}
  text(): void {}
}

/** A relationship's target as an entry name: relative to xl/, or absolute from the package's root. */
function entryName(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

export async function findWorkbookParts(data: Buffer, entries: readonly ZipEntry[], budget: InflateBudget): Promise<WorkbookParts> {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const workbook = byName.get('xl/workbook.xml');
  const relationships = byName.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !relationships) throw unreadable();
  let sheetId: string | undefined;
  await scanEntry(
    data,
    workbook,
    budget,
    new FirstElement('sheet', (attributes) => {
      sheetId = attributes.id;
      return true;
    }),
  );
  let target: string | undefined;
  if (sheetId !== undefined)
    await scanEntry(
      data,
      relationships,
      budget,
      new FirstElement('Relationship', (attributes) => {
        if (attributes.Id !== sheetId) return false;
        target = attributes.Target;
        return true;
      }),
    );
  return {
    sheet: target === undefined ? undefined : byName.get(entryName(target)),
    sharedStrings: byName.get('xl/sharedStrings.xml'),
    styles: byName.get('xl/styles.xml'),
  };
}
