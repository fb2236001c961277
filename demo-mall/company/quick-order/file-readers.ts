// Reading uploaded quick-order files off the event loop (ADR 0028): the bytes are handed to a file reader thread
// and the answer comes back as rows or a message. A file the thread could not finish in its time or memory is
// too big; when every reader is taken and the queue is full, the buyer is asked to try again shortly.
import { QUICK_ORDER_MESSAGES as M } from '#shared/quick-order/quick-order-rules.ts';
import { createWorkerPool, type PoolStats } from '../../core/worker-pool.ts';
import type { FileJob } from './file-reader-thread.ts';
import { FILE_READ_TIMEOUT_MS, FILE_READER_HEAP_MB, FILE_READER_IDLE_MS, FILE_READERS, FILE_READS_WAITING } from './file-limits.ts';
import type { FileRows } from './file-rows.ts';

export interface FileReaders {
  read(filename: string, data: Buffer): Promise<FileRows>;
  stats(): PoolStats;
  close(): Promise<void>;
}

export function createFileReaders(onFailure: (detail: string) => void = () => undefined): FileReaders {
  const pool = createWorkerPool<FileJob, FileRows>({
    module: new URL('./file-reader-thread.ts', import.meta.url),
    threads: FILE_READERS,
    waiting: FILE_READS_WAITING,
    timeoutMs: FILE_READ_TIMEOUT_MS,
    heapMb: FILE_READER_HEAP_MB,
    idleMs: FILE_READER_IDLE_MS,
  });
  return {
    async read(filename, data) {
      // a copy of its own, moved (not copied again) to the thread
      const bytes = new Uint8Array(data);
      const outcome = await pool.run({ filename, bytes }, [bytes.buffer]);
      if (outcome.ok) return outcome.value;
      if (outcome.reason === 'busy') return { ok: false, message: M.fileBusy };
      if (outcome.reason === 'failed') {
        onFailure(outcome.detail ?? 'the file reader failed');
        return { ok: false, message: M.fileUnreadable };
      }
      return { ok: false, message: M.fileTooBig };
    },
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
