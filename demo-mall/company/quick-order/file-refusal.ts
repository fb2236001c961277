// Why an uploaded file is not read, thrown from deep inside the readers and answered as the mall's message.
import { QUICK_ORDER_MESSAGES as M } from '#shared/quick-order/quick-order-rules.ts';

export class FileRefusal extends Error {}

export const unreadable = (): FileRefusal => new FileRefusal(M.fileUnreadable);
export const tooBig = (): FileRefusal => new FileRefusal(M.fileTooBig);
export const tooManyRows = (): FileRefusal => new FileRefusal(M.tooManyRows);

/** A formula's saved result is what the program that last saved the file computed, not what it shows now: a
 * formula in a column an import reads is refused, naming the cell (docs/adr/0069). */
export const formulaCell = (line: number, column: string): FileRefusal =>
  new FileRefusal(`第${line}行${column}列是公式，请粘贴为数值后再导入`);
