// The bounds an uploaded quick-order file is read within (docs/company-api.md §6.2, ADR 0028). The 1 MB upload cap
// (QUICK_ORDER_FILE_MAX_BYTES) bounds what arrives; these bound what it may unpack to and how long reading it may
// take, so one small file cannot make the mall inflate hundreds of megabytes. A 500-row template is ~30 KB unpacked.

/** entries in the zip (a workbook saved by Excel has about a dozen) */
export const XLSX_MAX_ENTRIES = 100;
/** unpacked bytes of any one entry, as declared and as actually inflated (a 500-row sheet of 30 columns is ~1 MB;
 * scanning 4 MB takes a reader thread ~0.3 s) */
export const XLSX_ENTRY_MAX_BYTES = 4 * 1024 * 1024;
/** unpacked bytes of all entries together, as declared */
export const XLSX_TOTAL_MAX_BYTES = 25 * 1024 * 1024;
/** unpacked ÷ packed for an entry larger than XLSX_RATIO_FROM_BYTES (sheet XML packs ~10:1, a bomb ~1000:1) */
export const XLSX_MAX_RATIO = 100;
export const XLSX_RATIO_FROM_BYTES = 1024 * 1024;
/** the sheet's declared extent (`<dimension ref>`): rows, and rows × columns */
export const SHEET_MAX_DECLARED_ROWS = 10_000;
export const SHEET_MAX_DECLARED_CELLS = 200_000;
/** cells holding a value, anywhere in the sheet */
export const SHEET_MAX_VALUE_CELLS = 50_000;
/** rows holding a value, anywhere in the sheet */
export const SHEET_MAX_VALUE_ROWS = 5_000;
/** rows with a value in column A or B kept for reading: past this the file has more than 500 rows for sure */
export const SHEET_MAX_CANDIDATE_ROWS = 1_000;
/** one cell's text (Excel's own limit) */
export const CELL_MAX_CHARS = 32_767;
/** one tag of the XML (a tag longer than this is not a spreadsheet's) */
export const XML_MAX_TAG_CHARS = 16 * 1024;
/** one csv line, in bytes */
export const CSV_MAX_LINE_BYTES = 4 * 1024;

/** files read at once (the machine has two cores), files waiting, and how long either may take */
export const FILE_READERS = 2;
export const FILE_READS_WAITING = 16;
export const FILE_READ_TIMEOUT_MS = 5_000;
/** a reader's heap: the bounded reading needs a few MB, the limit stops anything that escapes the bounds */
export const FILE_READER_HEAP_MB = 64;
/** an idle reader is stopped after this long (the next file starts one again) */
export const FILE_READER_IDLE_MS = 60_000;
