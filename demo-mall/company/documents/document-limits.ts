// The bounds the company's files are drawn within (docs/adr/0091). A 数电发票 PDF costs ~0.2 s of a thread, a
// statement of a busy month about as much, a 5,000-row workbook ~1 s.

/** threads drawing files (the machine has two cores) and files waiting for one, across companies */
export const DOCUMENT_THREADS = 2;
export const DOCUMENTS_WAITING = 64;
/** files one company has drawn at once, and waiting behind them; more are refused with DOCUMENT_MESSAGES.busy */
export const DOCUMENTS_PER_COMPANY = 2;
export const DOCUMENTS_WAITING_PER_COMPANY = 20;
/** how long one file may take to draw, or wait for a thread */
export const DOCUMENT_TIMEOUT_MS = 30_000;
/** a thread's heap: a 5,000-row workbook needs ~100 MB in ExcelJS */
export const DOCUMENT_HEAP_MB = 256;
/** an idle thread is stopped after this long */
export const DOCUMENT_IDLE_MS = 60_000;

export const DOCUMENT_MESSAGES = {
  busy: '正在生成的文件较多，请稍后再下载',
  failed: '文件生成失败，请稍后重试',
} as const;
