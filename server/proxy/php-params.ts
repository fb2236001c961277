// Query strings and form bodies read the way the mall (PHP) reads them, so the BFF validates what the mall will
// see (docs/mall-api.md §1.4, docs/bff-contract.md §5): `+` is a space, names lose their leading spaces, `.` and
// ' ' in a name become `_`, `a[]=1&a[]=2` is a list, `a[b][c]=1` nests, a repeated plain name keeps its last
// value. Built on Maps and turned into plain objects with own properties only, so no name can reach a prototype.
import { unescape as unescapeComponent } from 'node:querystring';

export type PhpValue = string | PhpValue[] | { [key: string]: PhpValue };

/** PHP's max_input_nesting_level: a name nested deeper is dropped. */
const MAX_DEPTH = 64;

type Node = Map<string, Node | string>;

const ESCAPED = /[%+]/;
const decode = (raw: string) => (ESCAPED.test(raw) ? unescapeComponent(raw.replace(/\+/g, ' ')) : raw);

/** The name's path: the base name, then one key per `[...]` ('' for `[]`); null for a name PHP ignores. */
function namePath(rawName: string): string[] | null {
  const name = rawName.trimStart();
  const open = name.indexOf('[');
  const close = open === -1 ? -1 : name.indexOf(']', open);
  if (open === -1 || close === -1) {
    // Without a complete bracket pair the whole name is plain; PHP turns a lone '[' into '_' as well.
    const plain = name.replace(/[ .[]/g, '_');
    return plain === '' ? null : [plain];
  }
  const base = name.slice(0, open).replace(/[ .]/g, '_');
  if (base === '') return null;
  const keys = [base];
  let at = open;
  while (at < name.length && name[at] === '[') {
    const end = name.indexOf(']', at);
    if (end === -1) break;
    keys.push(name.slice(at + 1, end));
    if (keys.length - 1 > MAX_DEPTH) return null;
    at = end + 1;
  }
  return keys;
}

const INTEGER_KEY = /^(?:0|[1-9]\d{0,14})$/;

/**
 * `[]` appends under one more than the largest integer key so far; that number is kept per map (`nextIndex`), so a
 * body of many `a[]=…` stays linear.
 */
function put(root: Node, keys: readonly string[], value: string, nextIndex: WeakMap<Node, number>): void {
  let node = root;
  keys.forEach((rawKey, depth) => {
    const key = rawKey === '' && depth > 0 ? String(nextIndex.get(node) ?? 0) : rawKey;
    if (INTEGER_KEY.test(key)) nextIndex.set(node, Math.max(nextIndex.get(node) ?? 0, Number(key) + 1));
    if (depth === keys.length - 1) {
      node.set(key, value);
      return;
    }
    let child = node.get(key);
    if (!(child instanceof Map)) {
      child = new Map();
      node.set(key, child);
    }
    node = child;
  });
}

/** A map whose keys are 0, 1, … in order reads as a list (what the mall's `array` rules accept as one). */
function toPlain(node: Node): PhpValue {
  const entries = [...node.entries()].map(([key, value]) => [key, value instanceof Map ? toPlain(value) : value] as const);
  const isList = entries.every(([key], index) => key === String(index));
  if (isList) return entries.map(([, value]) => value);
  return Object.fromEntries(entries);
}

/** `a=1&b[]=2&b[]=3` → {a: '1', b: ['2', '3']}; a leading '?' is ignored. */
export function parsePhpParams(text: string): Record<string, PhpValue> {
  const root: Node = new Map();
  const nextIndex = new WeakMap<Node, number>();
  for (const pair of text.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const keys = namePath(decode(eq === -1 ? pair : pair.slice(0, eq)));
    if (keys) put(root, keys, decode(eq === -1 ? '' : pair.slice(eq + 1)), nextIndex);
  }
  return Object.fromEntries([...root.entries()].map(([key, value]) => [key, value instanceof Map ? toPlain(value) : value]));
}
