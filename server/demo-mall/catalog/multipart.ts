// A small multipart/form-data reader (RFC 7578) for the demo mall's one upload route: it finds a single
// file part by field name. No dependency: the demo mall only ever needs one file per request.
import type { Readable } from 'node:stream';

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

export type MultipartResult = { ok: true; part: FilePart | null } | { ok: false; reason: string };

/** What the route receives: the bytes read, or only the fact that the body was over the cap. */
export interface CappedBody {
  tooLarge: boolean;
  data: Buffer;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
/** a part's headers are a few hundred bytes; more means a broken or hostile body */
const MAX_HEADER_BYTES = 8 * 1024;
const MAX_PARTS = 20;
// RFC 2046 §5.1.1: 1-70 characters from a restricted set (space allowed, but not last).
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/** The boundary of a `multipart/form-data; boundary=…` content type, or null. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType) return null;
  const [type, ...params] = splitParams(contentType);
  if (type?.toLowerCase() !== 'multipart/form-data') return null;
  const value = paramValue(params, 'boundary');
  return value !== null && BOUNDARY.test(value) ? value : null;
}

/**
 * Reads a stream, keeping at most `cap` bytes. A longer body is drained to the end (so the answer can be
 * sent on a healthy connection) but not kept: memory stays bounded whatever the client sends.
 */
export function readCapped(stream: Readable, cap: number): Promise<CappedBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    stream.on('data', (chunk: Buffer) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > cap) {
        tooLarge = true;
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => resolve({ tooLarge, data: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks, size) }));
    stream.on('error', reject);
  });
}

/** Finds the part named `field` that carries a file (a `filename` parameter). */
export function findFilePart(body: Buffer, boundary: string, field: string): MultipartResult {
  const delimiter = Buffer.from(`--${boundary}`);
  // The first delimiter may follow a preamble; every later one follows a CRLF.
  let cursor = body.indexOf(delimiter);
  if (cursor === -1 || (cursor > 0 && !body.subarray(cursor - 2, cursor).equals(CRLF))) return { ok: false, reason: 'no boundary' };
  const next = Buffer.concat([CRLF, delimiter]);
  for (let count = 0; count < MAX_PARTS; count++) {
    cursor += delimiter.length;
    if (body[cursor] === 0x2d && body[cursor + 1] === 0x2d) return { ok: true, part: null }; // "--": the close delimiter
    // Transport padding (spaces, tabs) may sit between the delimiter and its CRLF.
    while (body[cursor] === 0x20 || body[cursor] === 0x09) cursor++;
    if (!body.subarray(cursor, cursor + 2).equals(CRLF)) return { ok: false, reason: 'bad delimiter line' };
    cursor += 2;
    const headerEnd = body.indexOf(HEADER_END, cursor);
    if (headerEnd === -1 || headerEnd - cursor > MAX_HEADER_BYTES) return { ok: false, reason: 'bad part headers' };
    const headers = parseHeaders(body.subarray(cursor, headerEnd).toString('utf8'));
    const contentStart = headerEnd + HEADER_END.length;
    const contentEnd = body.indexOf(next, contentStart);
    if (contentEnd === -1) return { ok: false, reason: 'unterminated part' };
    const disposition = splitParams(headers.get('content-disposition') ?? '');
    const filename = paramValue(disposition.slice(1), 'filename');
    if (disposition[0]?.toLowerCase() === 'form-data' && paramValue(disposition.slice(1), 'name') === field && filename !== null) {
      return {
        ok: true,
        part: {
          filename: baseName(filename),
          contentType: (headers.get('content-type') ?? 'application/octet-stream').toLowerCase(),
          // a copy, so the stored upload does not pin the whole request buffer
          data: Buffer.from(body.subarray(contentStart, contentEnd)),
        },
      };
    }
    cursor = contentEnd + CRLF.length;
  }
  return { ok: false, reason: 'too many parts' };
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Splits `value; a=1; b="x;y"` on semicolons outside quotes. */
function splitParams(header: string): string[] {
  const pieces: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < header.length; i++) {
    const ch = header[i]!;
    if (quoted && ch === '\\' && i + 1 < header.length) {
      current += ch + header[++i]!;
    } else if (ch === '"') {
      quoted = !quoted;
      current += ch;
    } else if (ch === ';' && !quoted) {
      pieces.push(current.trim());
      current = '';
    } else {
      current += ch;
    }
  }
  pieces.push(current.trim());
  return pieces;
}

/**
 * The value of `name=` among the parameters (quotes and the \" and \\ escapes removed; other backslashes stay,
 * as in a Windows path); `name*=` (RFC 5987) wins.
 */
function paramValue(params: string[], name: string): string | null {
  let plain: string | null = null;
  for (const param of params) {
    const eq = param.indexOf('=');
    if (eq === -1) continue;
    const key = param.slice(0, eq).trim().toLowerCase();
    const raw = param.slice(eq + 1).trim();
    if (key === `${name}*`) {
      const extended = /^utf-8'[^']*'(.*)$/i.exec(raw);
      if (extended) {
        try {
          return decodeURIComponent(extended[1]!);
        } catch {
          // a broken escape: fall back to the plain parameter
        }
      }
    } else if (key === name && plain === null) {
      plain = raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2 ? raw.slice(1, -1).replace(/\\(["\\])/g, '$1') : raw;
    }
  }
  return plain;
}

/** Some browsers (old IE) send the full client path; only the last segment is a name. */
function baseName(filename: string): string {
  return filename.split(/[\\/]/).pop() ?? '';
}
