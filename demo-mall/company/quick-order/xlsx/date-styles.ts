// Which cell styles show a number as a date or time: such a cell was read as a date and gave no text before
// (exceljs), and still gives none. xl/styles.xml is scanned as it is inflated, for the custom number formats and
// the formats of the wanted cell styles only; the scan stops after <cellXfs>.
import type { EntryHandler } from './scan-entry.ts';
import type { Attributes } from './xml-scan.ts';

/** the built-in formats exceljs knows as dates (m-d-yy … h:mm, mm:ss, [h]:mm:ss, mmss.0) */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);
/** custom date formats remembered (Excel allows about 250 custom formats in all) */
const MAX_CUSTOM_DATES = 1_000;

/** exceljs's rule: a date or time letter outside [..] and "..". */
export function isDateFormat(code: string): boolean {
  return /[ymdhMsb]+/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

export class DateStyles implements EntryHandler {
  done: boolean;
  /** the wanted styles that show dates */
  readonly dates = new Set<number>();
  private readonly customDates = new Set<number>();
  private inCellStyles = false;
  private index = -1;

  constructor(private readonly wanted: ReadonlySet<number>) {
    this.done = wanted.size === 0;
  }

  open(name: string, attributes: Attributes, selfClosing: boolean): void {
    if (name === 'numFmt') this.custom(attributes);
    else if (name === 'cellXfs') {
      this.inCellStyles = !selfClosing;
      if (selfClosing) this.done = true;
    } else if (name === 'xf' && this.inCellStyles) {
      this.index += 1;
      if (!this.wanted.has(this.index)) return;
      const format = Number(attributes.numFmtId ?? 0);
      if (BUILT_IN_DATES.has(format) || this.customDates.has(format)) this.dates.add(this.index);
    }
  }

  close(name: string): void {
    if (name === 'cellXfs') {
      this.inCellStyles = false;
      this.done = true;
    }
  }

  text(): void {}

  private custom(attributes: Attributes): void {
    const id = Number(attributes.numFmtId);
    if (this.customDates.size < MAX_CUSTOM_DATES && Number.isInteger(id) && isDateFormat(attributes.formatCode ?? ''))
      this.customDates.add(id);
  }
}
