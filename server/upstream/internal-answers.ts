// What looks like a backend's internals rather than a message for a shopper (issue 35): a refusal whose message
// matches one of these rules is shown as BUSY_MESSAGE, and the whole message is logged once with the request id.
// A refusal's data never carries a debug block (ThinkPHP with debug on adds the database's) to the browser.

/** what the shopper reads instead */
export const BUSY_MESSAGE = '系统繁忙，请稍后再试';

/** One rule a message is tested against; `name` is what the log line says matched. */
export interface InternalRule {
  name: string;
  pattern: RegExp;
}

export const INTERNAL_MESSAGE_RULES: readonly InternalRule[] = [
  { name: 'SQL error', pattern: /SQLSTATE\[|\bSQL syntax\b|\bDeadlock found\b/i },
  { name: 'PDO', pattern: /\bPDO(?:Exception|Statement)?\b/ },
  { name: 'exception or error class', pattern: /\b[\w\\]*(?:Exception|Error)\b|\bthink\\/ },
  { name: 'PHP path', pattern: /[\w./\\-]+\.php\b|\bvendor\/\w/i },
  { name: 'HTML', pattern: /<\s*(?:!doctype|html|head|body|div|pre|br|b|p|h\d|table|script)\b[^>]*>/i },
  {
    name: 'stack or PHP notice',
    pattern:
      /Stack trace|#\d+ [\w\\/.]+\(\d+\)|\bon line \d+|\bin [\w/\\.-]+:\d+|Call to (?:undefined|a member)|Undefined (?:index|offset|variable|array key|property)|Uncaught\b|Fatal error|Warning:|Notice:/i,
  },
  // CRMEB speaks Chinese to buyers; an English sentence on a refusal is the runtime talking (a bare code like
  // 400336 is not a sentence)
  { name: 'English sentence', pattern: /^(?=[^\u4e00-\u9fff]*$)(?=.*[A-Za-z]{2,}\s+[A-Za-z]{2,}).+$/s },
];

/** The debug blocks a ThinkPHP backend with debug on puts in a refusal's data. */
export const DEBUG_DATA_KEYS: readonly string[] = [
  'PDO Error Info',
  'Database Status',
  'Database Config',
  'Exception Datas',
  'traces',
  'trace',
  'tables',
  'Environment Variables',
  'Server/Request Data',
];

/** The name of the first rule the message matches, or null when it reads as a message for a person. */
export function internalRule(message: unknown): string | null {
  if (typeof message !== 'string' || message === '') return null;
  return INTERNAL_MESSAGE_RULES.find((rule) => rule.pattern.test(message))?.name ?? null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A refusal's data without the debug blocks (undefined when nothing else is left). */
export function withoutDebugBlocks(data: unknown): unknown {
  if (!isRecord(data)) return data;
  const kept = Object.entries(data).filter(([key]) => !DEBUG_DATA_KEYS.includes(key));
  if (kept.length === Object.keys(data).length) return data;
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

export interface ScreenedRefusal {
  body: Record<string, unknown>;
  /** set when something was held back: what the log line records */
  hidden?: { rule: string | null; message: string; debugKeys: string[] };
}

/**
 * A refusal's body as the browser may see it: an internal-looking message becomes BUSY_MESSAGE and loses its
 * data; any other keeps its message and its data without debug blocks.
 */
export function screenRefusal(body: Record<string, unknown>): ScreenedRefusal {
  const rule = internalRule(body.message);
  const debugKeys = isRecord(body.data) ? Object.keys(body.data).filter((key) => DEBUG_DATA_KEYS.includes(key)) : [];
  if (rule === null && debugKeys.length === 0) return { body };
  const { data, ...rest } = body;
  const keptData = rule === null ? withoutDebugBlocks(data) : undefined;
  return {
    body: { ...rest, ...(rule === null ? {} : { message: BUSY_MESSAGE }), ...(keptData === undefined ? {} : { data: keptData }) },
    hidden: { rule, message: String(body.message ?? ''), debugKeys },
  };
}
