// Reading uploaded files off the event loop (ADR 0028): the bytes are handed to a file reader thread and the answer
// comes back as rows (a quick order), lines (a bank statement) or a message. A file the thread could not finish in
// its time or memory is too big; when every reader is taken and the queue is full, the uploader is asked to try
// again shortly. Both kinds share the two threads, so the machine's two cores are never given more.
import { QUICK_ORDER_MESSAGES as M } from '#shared/quick-order/quick-order-rules.ts';
import { createWorkerPool, type JobOutcome, type PoolStats } from '../../core/worker-pool.ts';
import { BANK_FILE_MESSAGES, type BankFileLines } from '../finance/bank-statement/bank-lines.ts';
import type { FileAnswer, FileJob } from './file-reader-thread.ts';
import { AGREEMENT_FILE_MESSAGES, type AgreementFileRows } from '../agreed-prices/agreed-price-file-rows.ts';
import { FILE_READ_TIMEOUT_MS, FILE_READER_HEAP_MB, FILE_READER_IDLE_MS, FILE_READERS, FILE_READS_WAITING } from './file-limits.ts';
import type { FileRows } from './file-rows.ts';

export interface FileReaders {
  read(filename: string, data: Buffer): Promise<FileRows>;
  readBankStatement(filename: string, data: Buffer): Promise<BankFileLines>;
  /** 企业协议价 import rows (docs/company-api.md §9.3) */
  readAgreementPrices(filename: string, data: Buffer): Promise<AgreementFileRows>;
  stats(): PoolStats;
  close(): Promise<void>;
}

export function createFileReaders(onFailure: (detail: string) => void = () => undefined): FileReaders {
  const pool = createWorkerPool<FileJob, FileAnswer>({
    module: new URL('./file-reader-thread.ts', import.meta.url),
    threads: FILE_READERS,
    waiting: FILE_READS_WAITING,
    timeoutMs: FILE_READ_TIMEOUT_MS,
    heapMb: FILE_READER_HEAP_MB,
    idleMs: FILE_READER_IDLE_MS,
  });

  /** The thread's answer, or the quick-order message for why there is none. */
  async function run(kind: FileJob['kind'], filename: string, data: Buffer): Promise<FileAnswer> {
    // a copy of its own, moved (not copied again) to the thread
    const bytes = new Uint8Array(data);
    const outcome: JobOutcome<FileAnswer> = await pool.run({ kind, filename, bytes }, [bytes.buffer]);
    if (outcome.ok) return outcome.value;
    if (outcome.reason === 'busy') return { ok: false, message: M.fileBusy };
    if (outcome.reason === 'failed') {
      onFailure(outcome.detail ?? 'the file reader failed');
      return { ok: false, message: M.fileUnreadable };
    }
    return { ok: false, message: M.fileTooBig };
  }

  return {
    read: (filename, data) => run('quick-order', filename, data) as Promise<FileRows>,
    async readBankStatement(filename, data) {
      const answer = (await run('bank-statement', filename, data)) as BankFileLines;
      return answer.ok ? answer : { ok: false, message: BANK_FILE_MESSAGES[answer.message] ?? answer.message };
    },
    async readAgreementPrices(filename, data) {
      const answer = (await run('agreement-prices', filename, data)) as AgreementFileRows;
      return answer.ok ? answer : { ok: false, message: AGREEMENT_FILE_MESSAGES[answer.message] ?? answer.message };
    },
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
