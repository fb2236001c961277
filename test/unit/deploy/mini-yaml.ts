// Reads the small YAML subset our deployment files are written in: block mappings and sequences,
// plain or quoted scalars, one-line flow sequences of scalars, comments, `---` between documents.
// Anything else (anchors, aliases, tags, flow mappings, block scalars) is refused, so the files stay
// within what this reader checks.

export type YamlValue = string | number | boolean | null | YamlValue[] | { [key: string]: YamlValue };

interface Line {
  indent: number;
  text: string;
  number: number;
}

export class YamlSubsetError extends Error {}

export function parseYamlDocuments(source: string): YamlValue[] {
  const documents: Line[][] = [[]];
  source.split('\n').forEach((raw, index) => {
    if (/^---\s*$/.test(raw)) {
      documents.push([]);
      return;
    }
    const text = stripComment(raw).trimEnd();
    if (text.trim() === '') return;
    if (/^\t| \t/.test(raw.slice(0, raw.length - raw.trimStart().length))) throw new YamlSubsetError(`line ${index + 1}: tab indentation`);
    documents.at(-1)?.push({ indent: raw.length - raw.trimStart().length, text: text.trim(), number: index + 1 });
  });
  return documents.filter((lines) => lines.length > 0).map((lines) => new Reader(lines).document());
}

class Reader {
  private at = 0;
  constructor(private readonly lines: Line[]) {}

  document(): YamlValue {
    const value = this.block();
    const extra = this.lines[this.at];
    if (extra) throw new YamlSubsetError(`line ${extra.number}: unexpected indentation`);
    return value;
  }

  private block(): YamlValue {
    const first = this.lines[this.at];
    if (!first) return null;
    return isSequenceItem(first.text) ? this.sequence(first.indent) : this.mapping(first.indent);
  }

  private mapping(indent: number): YamlValue {
    const result: Record<string, YamlValue> = {};
    for (let line = this.lines[this.at]; line && line.indent === indent && !isSequenceItem(line.text); line = this.lines[this.at]) {
      const entry = splitKey(line.text);
      if (!entry) throw new YamlSubsetError(`line ${line.number}: expected "key: value", got "${line.text}"`);
      if (entry.key in result) throw new YamlSubsetError(`line ${line.number}: duplicate key "${entry.key}"`);
      this.at += 1;
      if (entry.rest !== '') {
        result[entry.key] = scalar(entry.rest, line.number);
        continue;
      }
      const next = this.lines[this.at];
      if (next && next.indent > indent) result[entry.key] = this.block();
      else if (next && next.indent === indent && isSequenceItem(next.text)) result[entry.key] = this.sequence(indent);
      else result[entry.key] = null;
    }
    const after = this.lines[this.at];
    if (after && after.indent > indent) throw new YamlSubsetError(`line ${after.number}: unexpected indentation`);
    return result;
  }

  private sequence(indent: number): YamlValue {
    const result: YamlValue[] = [];
    for (let line = this.lines[this.at]; line && line.indent === indent && isSequenceItem(line.text); line = this.lines[this.at]) {
      const rest = line.text.slice(1).trimStart();
      if (rest === '') {
        this.at += 1;
        result.push(this.block());
      } else if (splitKey(rest)) {
        // "- key: value" opens a mapping whose keys line up with "key".
        const inner = indent + (line.text.length - rest.length);
        this.lines[this.at] = { indent: inner, text: rest, number: line.number };
        result.push(this.mapping(inner));
      } else {
        this.at += 1;
        result.push(scalar(rest, line.number));
      }
    }
    return result;
  }
}

function isSequenceItem(text: string): boolean {
  return text === '-' || text.startsWith('- ');
}

function splitKey(text: string): { key: string; rest: string } | undefined {
  const match = /^("(?:[^"\\]|\\.)*"|'[^']*'|[^\s"'#\-[{][^:]*?|-[^\s:][^:]*?)\s*:(?:\s+(.*))?$/.exec(text);
  if (!match?.[1]) return undefined;
  return { key: String(scalar(match[1], 0)), rest: (match[2] ?? '').trim() };
}

function scalar(text: string, lineNumber: number): YamlValue {
  if (/^[&*!|>{]/.test(text)) throw new YamlSubsetError(`line ${lineNumber}: "${text}" is outside the YAML subset`);
  if (text.startsWith('[')) {
    if (!text.endsWith(']')) throw new YamlSubsetError(`line ${lineNumber}: flow sequences must close on their line`);
    return splitFlow(text.slice(1, -1), lineNumber).map((item) => scalar(item, lineNumber));
  }
  if (text.startsWith('"')) return JSON.parse(text) as string;
  if (text.startsWith("'")) return text.slice(1, -1).replace(/''/g, "'");
  if (text === 'true' || text === 'false') return text === 'true';
  if (text === 'null' || text === '~') return null;
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

function splitFlow(inner: string, lineNumber: number): string[] {
  const items: string[] = [];
  let current = '';
  let quote: string | undefined;
  for (let index = 0; index < inner.length; index += 1) {
    const char = inner[index] ?? '';
    if (quote) {
      current += char;
      if (char === '\\' && quote === '"') current += inner[++index] ?? '';
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
      current += char;
    } else if (char === ',') {
      items.push(current.trim());
      current = '';
    } else if (char === '[' || char === '{') {
      throw new YamlSubsetError(`line ${lineNumber}: nested flow collections are outside the YAML subset`);
    } else {
      current += char;
    }
  }
  if (current.trim() !== '') items.push(current.trim());
  return items;
}

/** Drops a comment: a # at the start or after a space, outside quotes. */
function stripComment(line: string): string {
  let quote: string | undefined;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quote) {
      if (char === '\\' && quote === '"') index += 1;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '#' && (index === 0 || /\s/.test(line[index - 1] ?? ''))) {
      return line.slice(0, index);
    }
  }
  return line;
}
