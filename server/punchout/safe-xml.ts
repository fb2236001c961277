// A small, strict XML reader for the PunchOut documents buyers' systems send (cXML). It never expands an entity
// beyond XML's five and character references, never reads a DTD (a DOCTYPE naming cXML's public DTD is skipped; one
// with an internal subset, where entities are declared, is refused), and stops at fixed bounds: bytes, nesting
// depth, element count, attributes per element. Anything else is refused with a reason, never guessed at
// (docs/adr/0115-punchout-xml-read-by-our-own-bounded-reader.md).

export interface XmlElement {
  name: string;
  attributes: Readonly<Record<string, string>>;
  children: XmlElement[];
  /** the element's own text (character data and CDATA), in order, untrimmed */
  text: string;
}

export interface XmlLimits {
  maxBytes: number;
  maxDepth: number;
  maxElements: number;
  maxAttributes: number;
}

export const DEFAULT_XML_LIMITS: Readonly<XmlLimits> = Object.freeze({
  maxBytes: 256 * 1024,
  maxDepth: 32,
  maxElements: 5_000,
  maxAttributes: 32,
});

export type XmlRefusal = 'too-large' | 'doctype-subset' | 'entity' | 'too-deep' | 'too-many-elements' | 'malformed';

export class XmlRefused extends Error {
  constructor(
    readonly reason: XmlRefusal,
    detail: string,
  ) {
    super(detail);
    this.name = 'XmlRefused';
  }
}

const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const NAME = /^[A-Za-z_:][\w.:-]*/;

function decodeReferences(raw: string): string {
  return raw.replace(/&([^;&<\s]*);?/g, (whole, body: string) => {
    if (!whole.endsWith(';')) throw new XmlRefused('malformed', 'unterminated reference');
    const predefined = PREDEFINED[body];
    if (predefined !== undefined) return predefined;
    const numeric = /^#(x[0-9a-f]+|\d+)$/i.exec(body);
    if (!numeric) throw new XmlRefused('entity', `undeclared entity &${body};`);
    const text = numeric[1] as string;
    const code = text[0] === 'x' || text[0] === 'X' ? Number.parseInt(text.slice(1), 16) : Number.parseInt(text, 10);
    if (!Number.isInteger(code) || code < 0x9 || code > 0x10ffff || (code < 0x20 && code !== 0x9 && code !== 0xa && code !== 0xd)) {
      throw new XmlRefused('malformed', 'character reference out of range');
    }
    return String.fromCodePoint(code);
  });
}

class Reader {
  private at = 0;
  private elements = 0;

  constructor(
    private readonly source: string,
    private readonly limits: XmlLimits,
  ) {}

  private fail(reason: XmlRefusal, detail: string): never {
    throw new XmlRefused(reason, `${detail} (at ${this.at})`);
  }

  private startsWith(text: string): boolean {
    return this.source.startsWith(text, this.at);
  }

  private skipUntil(end: string, what: string): string {
    const found = this.source.indexOf(end, this.at);
    if (found < 0) this.fail('malformed', `unterminated ${what}`);
    const body = this.source.slice(this.at, found);
    this.at = found + end.length;
    return body;
  }

  private skipSpace(): void {
    while (this.at < this.source.length && /\s/.test(this.source[this.at] as string)) this.at += 1;
  }

  private name(): string {
    const match = NAME.exec(this.source.slice(this.at, this.at + 256));
    if (!match) this.fail('malformed', 'a name was expected');
    this.at += match[0].length;
    return match[0];
  }

  /** Prolog and epilogue: the XML declaration, processing instructions, comments, one DOCTYPE, space. */
  private misc(allowDoctype: boolean): void {
    for (;;) {
      this.skipSpace();
      if (this.startsWith('<?')) this.skipUntil('?>', 'processing instruction');
      else if (this.startsWith('<!--')) this.skipUntil('-->', 'comment');
      else if (this.startsWith('<!DOCTYPE')) {
        if (!allowDoctype) this.fail('malformed', 'a second or late DOCTYPE');
        const body = this.skipUntil('>', 'DOCTYPE');
        // An internal subset is where ENTITY (and parameter-entity) declarations live: refused, never read.
        if (body.includes('[')) this.fail('doctype-subset', 'DOCTYPE with an internal subset');
        allowDoctype = false;
      } else if (this.startsWith('<!')) this.fail('doctype-subset', 'markup declaration outside a DOCTYPE');
      else return;
    }
  }

  document(): XmlElement {
    if (this.startsWith('\ufeff')) this.at += 1;
    this.misc(true);
    if (!this.startsWith('<')) this.fail('malformed', 'no root element');
    const root = this.element(1);
    this.misc(false);
    if (this.at < this.source.length) this.fail('malformed', 'content after the root element');
    return root;
  }

  private attributes(): Record<string, string> {
    const attributes: Record<string, string> = Object.create(null);
    let count = 0;
    for (;;) {
      this.skipSpace();
      if (this.startsWith('/>') || this.startsWith('>')) return attributes;
      const name = this.name();
      this.skipSpace();
      if (this.source[this.at] !== '=') this.fail('malformed', 'attribute without a value');
      this.at += 1;
      this.skipSpace();
      const quote = this.source[this.at];
      if (quote !== '"' && quote !== "'") this.fail('malformed', 'unquoted attribute');
      this.at += 1;
      const raw = this.skipUntil(quote, 'attribute value');
      if (raw.includes('<')) this.fail('malformed', "'<' in an attribute value");
      if (name in attributes) this.fail('malformed', `repeated attribute ${name}`);
      count += 1;
      if (count > this.limits.maxAttributes) this.fail('too-many-elements', 'too many attributes');
      attributes[name] = decodeReferences(raw).replace(/[\t\n\r]/g, ' ');
    }
  }

  private element(depth: number): XmlElement {
    if (depth > this.limits.maxDepth) this.fail('too-deep', 'nested too deep');
    this.elements += 1;
    if (this.elements > this.limits.maxElements) this.fail('too-many-elements', 'too many elements');
    this.at += 1; // '<'
    const name = this.name();
    const element: XmlElement = { name, attributes: this.attributes(), children: [], text: '' };
    if (this.startsWith('/>')) {
      this.at += 2;
      return element;
    }
    this.at += 1; // '>'
    for (;;) {
      if (this.at >= this.source.length) this.fail('malformed', `unclosed <${name}>`);
      if (this.startsWith('</')) {
        this.at += 2;
        const closing = this.name();
        this.skipSpace();
        if (closing !== name || this.source[this.at] !== '>') this.fail('malformed', `</${closing}> does not close <${name}>`);
        this.at += 1;
        return element;
      }
      if (this.startsWith('<![CDATA[')) {
        this.at += 9;
        element.text += this.skipUntil(']]>', 'CDATA section');
      } else if (this.startsWith('<!--')) this.skipUntil('-->', 'comment');
      else if (this.startsWith('<?')) this.skipUntil('?>', 'processing instruction');
      else if (this.startsWith('<!')) this.fail('doctype-subset', 'markup declaration inside an element');
      else if (this.startsWith('<')) element.children.push(this.element(depth + 1));
      else {
        const next = this.source.indexOf('<', this.at);
        const end = next < 0 ? this.source.length : next;
        element.text += decodeReferences(this.source.slice(this.at, end));
        this.at = end;
      }
    }
  }
}

/** The document's root element, or XmlRefused. `body` is the raw request body (its byte length is checked first). */
export function readXml(body: string | Buffer, limits: XmlLimits = DEFAULT_XML_LIMITS): XmlElement {
  const bytes = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  if (bytes > limits.maxBytes) throw new XmlRefused('too-large', `document of ${bytes} bytes`);
  const text = typeof body === 'string' ? body : body.toString('utf8');
  if (text.includes('\ufffd') && typeof body !== 'string') throw new XmlRefused('malformed', 'not UTF-8');
  return new Reader(text, limits).document();
}

/** The first child named `name`, if any. */
export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((inner) => inner.name === name);
}

/** The element at a path of child names, e.g. path(root, 'Header', 'Sender', 'Credential'). */
export function path(element: XmlElement | undefined, ...names: string[]): XmlElement | undefined {
  let current = element;
  for (const name of names) current = child(current, name);
  return current;
}

/** The trimmed text of the element at a path, '' when absent. */
export function textAt(element: XmlElement | undefined, ...names: string[]): string {
  return (path(element, ...names)?.text ?? '').trim();
}

export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((inner) => inner.name === name) ?? [];
}
