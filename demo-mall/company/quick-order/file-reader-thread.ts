// The worker thread that reads uploaded files (file-readers.ts starts it): quick-order files, bank statements and
// 企业协议价 imports, one file at a time, under the pool's heap limit and clock (ADR 0028).
import { type BankFileLines, bankLinesOfFile } from '../finance/bank-statement/bank-lines.ts';
import { serveJobs } from '../../core/worker-jobs.ts';
import { type AgreementFileRows, agreementRowsOfFile } from '../agreed-prices/agreed-price-file-rows.ts';
import { type FileRows, rowsOfFile } from './file-rows.ts';

export interface FileJob {
  /** what the file is: a quick order's rows or a bank statement's lines */
  kind: 'quick-order' | 'bank-statement' | 'agreement-prices';
  filename: string;
  bytes: Uint8Array;
}

export type FileAnswer = FileRows | BankFileLines | AgreementFileRows;

serveJobs<FileJob, FileAnswer>((job) => {
  const data = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  if (job.kind === 'agreement-prices') return agreementRowsOfFile(job.filename, data);
  return job.kind === 'bank-statement' ? bankLinesOfFile(job.filename, data) : rowsOfFile(job.filename, data);
});
