// The worker thread that reads uploaded quick-order files (file-readers.ts starts it): one file at a time,
// under the pool's heap limit and clock.
import { serveJobs } from '../../core/worker-jobs.ts';
import { type FileRows, rowsOfFile } from './file-rows.ts';

export interface FileJob {
  filename: string;
  bytes: Uint8Array;
}

serveJobs<FileJob, FileRows>((job) => rowsOfFile(job.filename, Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength)));
