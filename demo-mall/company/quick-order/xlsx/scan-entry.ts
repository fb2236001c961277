// Feeds one zip entry's text through the XML scanner as it is inflated; a handler that has what it needs says
// so and the rest of the entry stays packed.
import type { XmlHandler } from './xml-scan.ts';
import { XmlScanner } from './xml-scan.ts';
import type { ZipEntry } from './zip-directory.ts';
import { entryText, type InflateBudget } from './zip-entry-text.ts';

export interface EntryHandler extends XmlHandler {
  /** true once the handler needs no more of the entry */
  readonly done: boolean;
}

export async function scanEntry(data: Buffer, entry: ZipEntry, budget: InflateBudget, handler: EntryHandler): Promise<void> {
  const scanner = new XmlScanner(handler);
  for await (const piece of entryText(data, entry, budget)) {
    scanner.write(piece);
    if (handler.done) return;
  }
  scanner.end();
}
