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
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
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

/** Where the markup starting at `start` ends (just past it), or -1 when the piece ends first. */
function markupEnd(text: string, start: number): number {
  if (text.startsWith('<!--', start)) return closingAfter(text, start, '-->');
  if (text.startsWith('<![CDATA[', start)) return closingAfter(text, start, ']]>');
  if (text.startsWith('<?', start)) return closingAfter(text, start, '?>');
  let quote = '';
  for (let at = start + 1; at < text.length; at += 1) {
    const char = text[at];
    if (quote !== '') {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return at + 1;
  }
  return -1;
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
    if (tag.startsWith('<!--') || tag.startsWith('<?')) return;
    if (tag.startsWith('<![CDATA[')) {
      this.handler.text(tag.slice(9, -3));
      return;
    }
    if (tag.startsWith('<!')) throw unreadable();
    if (tag.startsWith('</')) {
      this.handler.close(localName(tag.slice(2, -1).trim()));
      return;
    }
    const selfClosing = tag.endsWith('/>');
    const body = tag.slice(1, selfClosing ? -2 : -1);
    const nameEnd = body.search(/[\s/>]|$/);
    // no prototype: an attribute called __proto__ stays an attribute
    const attributes: Record<string, string> = Object.create(null);
    for (const match of body.slice(nameEnd).matchAll(ATTRIBUTE))
      attributes[localName(match[1] as string)] = decodeEntities(match[2] ?? match[3] ?? '');
    this.handler.open(localName(body.slice(0, nameEnd)), attributes, selfClosing);
  }
}
