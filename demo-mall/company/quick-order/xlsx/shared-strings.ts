// The shared strings the kept cells point at, and no others: xl/sharedStrings.xml is scanned as it is inflated,
// each <si> counted, the text of the wanted ones joined from its runs (phonetic guides left out), and the scan
// stops after the last wanted one.
import { CELL_MAX_CHARS } from '../file-limits.ts';
import type { EntryHandler } from './scan-entry.ts';

export class SharedStrings implements EntryHandler {
  done: boolean;
  readonly found = new Map<number, string>();
  private index = -1;
  private inItem = false;
  private inText = false;
  private inPhonetic = false;
  private readonly last: number;

  constructor(private readonly wanted: ReadonlySet<number>) {
    this.last = Math.max(-1, ...wanted);
    this.done = wanted.size === 0;
  }

  open(name: string, _attributes: unknown, selfClosing: boolean): void {
    if (name === 'si') {
      this.index += 1;
      this.inItem = !selfClosing;
      if (this.wanted.has(this.index)) this.found.set(this.index, '');
      if (selfClosing) this.closeItem();
    } else if (name === 'rPh') this.inPhonetic = !selfClosing;
    else if (name === 't' && this.inItem && !this.inPhonetic) this.inText = !selfClosing;
  }

  close(name: string): void {
    if (name === 'si') this.closeItem();
    else if (name === 'rPh') this.inPhonetic = false;
    else if (name === 't') this.inText = false;
  }

  text(text: string): void {
    if (!this.inText) return;
    const sofar = this.found.get(this.index);
    if (sofar === undefined) return;
    const joined = sofar + text;
    this.found.set(this.index, joined.length > CELL_MAX_CHARS ? joined.slice(0, CELL_MAX_CHARS) : joined);
  }

  private closeItem(): void {
    this.inItem = false;
    this.inText = false;
    if (this.index >= this.last) this.done = true;
  }
}
