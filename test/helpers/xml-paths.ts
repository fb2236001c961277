// A plain XML reader for tests (htmlparser2 in XML mode): the text at a slash path from the root element, as
// invoice readers look fields up (EInvoiceData/BuyerInformation/BuyerTelNum), and the element names under a path.
import { parseDocument } from 'htmlparser2';

interface XmlNode {
  type: string;
  name?: string;
  data?: string;
  children?: XmlNode[];
}

const elements = (node: XmlNode) => (node.children ?? []).filter((child) => child.type === 'tag');

export function readXml(xml: string) {
  const root = elements(parseDocument(xml, { xmlMode: true }) as unknown as XmlNode)[0];
  if (!root) throw new Error('no root element');

  /** every element at `path` (below the root) */
  function all(path: string): XmlNode[] {
    let found = [root as XmlNode];
    for (const step of path.split('/').filter(Boolean))
      found = found.flatMap((node) => elements(node).filter((child) => child.name === step));
    return found;
  }
  const textOf = (node: XmlNode): string => (node.children ?? []).map((child) => child.data ?? textOf(child)).join('');

  return {
    rootName: root.name,
    all,
    /** the text of the first element at `path`, undefined when there is none */
    text(path: string): string | undefined {
      const node = all(path)[0];
      return node ? textOf(node) : undefined;
    },
    /** the names of the child elements of the first element at `path`, in order */
    childNames(path: string): string[] {
      const node = all(path)[0];
      return node ? elements(node).map((child) => child.name ?? '') : [];
    },
  };
}
