// A small streaming XML scanner for the parts of an .xlsx: text is fed in pieces, tags and text come out as
// calls, and nothing is kept but an unfinished tag (bounded by XML_MAX_TAG_CHARS). It knows the five named
// entities and character references only; a document type (the door to entity expansion) is refused.
import { XML_MAX_TAG_CHARS } from '../file-limits.ts';
import { tooBig, unreadable } from '../file-refusal.ts';

export type Attributes = Readonly<Record<string, string>>;

export interface XmlHandler {
  /** `name` without its namespace prefix */
  open(name: string, attributes: Attributes, selfClosing: boolean): void;
  close(name: string): void;
  /** decoded text between tags, possibly in several calls */
  text(text: string): void;
}

const NAMED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const ENTITY = /&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|lt|gt|amp|quot|apos);/g;
const NO_ATTRIBUTES: Attributes = Object.freeze({});
/** the longest entity (`&#x10FFFF;`): a piece may end inside one */
const ENTITY_MAX = 10;

function character(reference: string): string {
  const point = reference[1] === 'x' ? Number.parseInt(reference.slice(2), 16) : Number(reference.slice(1));
  return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : '\uFFFD';
}

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (_whole, name: string) => NAMED[name] ?? character(name));
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

const GT = 0x3e;
const BANG = 0x21;
const QUESTION = 0x3f;
const SLASH = 0x2f;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;

/** space, tab, CR, LF */
const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0d || code === 0x0a;

/** Where the markup starting at `start` ends (just past it), or -1 when the piece ends first. Character codes,
 * not one-character strings: a sheet is millions of tags. */
function markupEnd(text: string, start: number): number {
  const second = text.charCodeAt(start + 1);
  if (second === BANG) {
    if (text.startsWith('<!--', start)) return closingAfter(text, start, '-->');
    if (text.startsWith('<![CDATA[', start)) return closingAfter(text, start, ']]>');
  }
  if (second === QUESTION) return closingAfter(text, start, '?>');
  let quote = 0;
  for (let at = start + 1; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (quote !== 0) {
      if (code === quote) quote = 0;
    } else if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) quote = code;
    else if (code === GT) return at + 1;
  }
  return -1;
}

/** The attributes of a tag's body from `at`: name="value" or name='value' pairs, prefixes dropped. */
function attributesOf(body: string, from: number): Attributes {
  const attributes: Record<string, string> = {};
  let at = from;
  while (at < body.length) {
    const equals = body.indexOf('=', at);
    if (equals === -1) break;
    let valueStart = equals + 1;
    while (isSpace(body.charCodeAt(valueStart))) valueStart += 1;
    const quote = body.charCodeAt(valueStart);
    if (quote !== DOUBLE_QUOTE && quote !== SINGLE_QUOTE) break;
    const valueEnd = body.indexOf(String.fromCharCode(quote), valueStart + 1);
    if (valueEnd === -1) break;
    const name = body.slice(at, equals).trim();
    const key = localName(name);
    // an attribute called __proto__ would set the object's prototype; no part of a sheet has one
    if (key !== '' && key !== '__proto__') attributes[key] = decodeEntities(body.slice(valueStart + 1, valueEnd));
    at = valueEnd + 1;
  }
  return attributes;
}

function closingAfter(text: string, start: number, closing: string): number {
  const at = text.indexOf(closing, start);
  return at === -1 ? -1 : at + closing.length;
}

export class XmlScanner {
  private rest = '';

  constructor(private readonly handler: XmlHandler) {}

  write(piece: string): void {
    const text = this.rest + piece;
    this.rest = '';
    let at = 0;
    while (at < text.length) {
      const open = text.indexOf('<', at);
      if (open === -1) {
        // Keep a cut entity for the next piece; hand the rest over now, so long text is never held.
        const amp = text.lastIndexOf('&');
        const keep = amp >= at && text.length - amp <= ENTITY_MAX && !text.includes(';', amp) ? amp : text.length;
        this.emitText(text.slice(at, keep));
        this.rest = text.slice(keep);
        return;
      }
      if (open > at) this.emitText(text.slice(at, open));
      const end = markupEnd(text, open);
      if (end === -1) {
        if (text.length - open > XML_MAX_TAG_CHARS) throw tooBig();
        this.rest = text.slice(open);
        return;
      }
      if (end - open > XML_MAX_TAG_CHARS) throw tooBig();
      this.markup(text.slice(open, end));
      at = end;
    }
  }

  /** The document ended: an unfinished tag means a broken part. */
  end(): void {
    if (this.rest.startsWith('<')) throw unreadable();
    if (this.rest !== '') this.emitText(this.rest);
    this.rest = '';
  }

  private emitText(text: string): void {
    if (text !== '') this.handler.text(decodeEntities(text));
  }

  private markup(tag: string): void {
    const second = tag.charCodeAt(1);
    if (second === QUESTION) return;
    if (second === BANG) {
      if (tag.startsWith('<!--')) return;
      if (tag.startsWith('<![CDATA[')) {
        this.handler.text(tag.slice(9, -3));
        return;
      }
      throw unreadable();
    }
    if (second === SLASH) {
      this.handler.close(localName(tag.slice(2, -1).trim()));
      return;
    }
    const selfClosing = tag.charCodeAt(tag.length - 2) === SLASH;
    const bodyEnd = tag.length - (selfClosing ? 2 : 1);
    let nameEnd = 1;
    while (nameEnd < bodyEnd && !isSpace(tag.charCodeAt(nameEnd))) nameEnd += 1;
    const attributes = nameEnd < bodyEnd && tag.indexOf('=', nameEnd) !== -1 ? attributesOf(tag.slice(0, bodyEnd), nameEnd) : NO_ATTRIBUTES;
    this.handler.open(localName(tag.slice(1, nameEnd)), attributes, selfClosing);
  }
}
