// The company's files drawn off the event loop (docs/adr/0091): a 数电发票 PDF took ~236 ms of the mall's only
// thread, so one 财务 downloading twenty held every other company's reads for seconds. Jobs go to worker threads
// (core/worker-pool.ts, as uploaded files do) through a per-company lane (company-lanes.ts); a full lane or queue
// is refused with a message, a missing font is the MissingFontError the routes already answer.
import { createWorkerPool, type PoolStats } from '../../core/worker-pool.ts';
import { MissingFontError } from '../statements/statement-pdf.ts';
import { createCompanyLanes } from './company-lanes.ts';
import type { DocumentAnswer, DocumentJob } from './document-jobs.ts';
import {
  DOCUMENT_HEAP_MB,
  DOCUMENT_IDLE_MS,
  DOCUMENT_MESSAGES,
  DOCUMENT_THREADS,
  DOCUMENT_TIMEOUT_MS,
  DOCUMENTS_PER_COMPANY,
  DOCUMENTS_WAITING,
  DOCUMENTS_WAITING_PER_COMPANY,
} from './document-limits.ts';

/** A file not drawn: too many waiting, or the thread failed; `message` is for the buyer. */
export class DocumentRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentRefusedError';
  }
}

export interface DocumentRenderers {
  render(companyId: number, job: DocumentJob): Promise<Buffer>;
  stats(): PoolStats;
  close(): Promise<void>;
}

export function createDocumentRenderers(onFailure: (detail: string) => void = () => undefined): DocumentRenderers {
  const pool = createWorkerPool<DocumentJob, DocumentAnswer>({
    module: new URL('./document-thread.ts', import.meta.url),
    threads: DOCUMENT_THREADS,
    waiting: DOCUMENTS_WAITING,
    timeoutMs: DOCUMENT_TIMEOUT_MS,
    heapMb: DOCUMENT_HEAP_MB,
    idleMs: DOCUMENT_IDLE_MS,
  });
  const lanes = createCompanyLanes(DOCUMENTS_PER_COMPANY, DOCUMENTS_WAITING_PER_COMPANY);
  return {
    async render(companyId, job) {
      const outcome = await lanes.run(companyId, () => pool.run(job));
      if (!outcome || (!outcome.ok && outcome.reason === 'busy')) throw new DocumentRefusedError(DOCUMENT_MESSAGES.busy);
      if (!outcome.ok) {
        onFailure(`${job.kind}: ${outcome.reason} ${outcome.detail ?? ''}`.trim());
        throw new DocumentRefusedError(DOCUMENT_MESSAGES.failed);
      }
      const answer = outcome.value;
      if (!answer.ok) throw new MissingFontError(answer.missingFont);
      return Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength);
    },
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
