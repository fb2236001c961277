// Why an uploaded file is not read, thrown from deep inside the readers and answered as the mall's message.
import { QUICK_ORDER_MESSAGES as M } from '#shared/quick-order/quick-order-rules.ts';

export class FileRefusal extends Error {}

export const unreadable = (): FileRefusal => new FileRefusal(M.fileUnreadable);
export const tooBig = (): FileRefusal => new FileRefusal(M.fileTooBig);
export const tooManyRows = (): FileRefusal => new FileRefusal(M.tooManyRows);
