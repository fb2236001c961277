// The CRMEB response envelope: always HTTP 200, {status, message, data}; `data` is omitted when null
// (docs/mall-api.md §1.1). Every demo-mall route answers through these helpers so the shape cannot drift.

export interface Envelope {
  status: number;
  message: string;
  data?: unknown;
}

function envelope(status: number, message: string, data?: unknown): Envelope {
  return data === undefined || data === null ? { status, message } : { status, message, data };
}

/** `success()` / `success(data)` / `success('文本', data)` */
export function ok(data?: unknown, message = 'success'): Envelope {
  return envelope(200, message, data);
}

/** `success('文本')`: a message and no data. */
export function okMessage(message: string): Envelope {
  return envelope(200, message);
}

/** `fail('文本')`: business or validation failure, status 400. */
export function fail(message: string, data?: unknown): Envelope {
  return envelope(400, message, data);
}

/** `make(code, '文本')`: any other status code (40000 token errors, 501 site closed...). */
export function make(status: number, message: string): Envelope {
  return envelope(status, message);
}

/** `status(S, '文本', R)`: nested status used by QR polling and payment; outer status is always 200. */
export function nested(innerStatus: number | string, result: unknown = [], message = 'success'): Envelope {
  return envelope(200, message, { status: innerStatus, result });
}

/** `*_time` columns are "Y-m-d H:i:s" strings in the server's local time. */
export function formatDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
