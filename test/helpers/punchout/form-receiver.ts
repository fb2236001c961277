// A buyer's procurement system in miniature for PunchOut tests: an HTTP server on 127.0.0.1 that records the
// forms browsers post to it (BrowserFormPost for cXML, HOOK_URL for OCI), decoded as the real systems decode them.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseDocument } from 'htmlparser2';

export interface ReceivedForm {
  path: string;
  contentType: string;
  fields: [string, string][];
}

export async function startFormReceiver() {
  const received: ReceivedForm[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({
        path: request.url ?? '',
        contentType: String(request.headers['content-type'] ?? ''),
        fields: [...new URLSearchParams(body)],
      });
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<p>requisition received</p>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ParsedForm {
  action: string;
  target: string | undefined;
  fields: [string, string][];
}

interface Node {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: Node[];
}

/** The one form of an answer page (the auto-submitting return form), as a browser would submit it. */
export function formOf(html: string): ParsedForm {
  const forms: Node[] = [];
  const walk = (node: Node) => {
    if (node.name === 'form') forms.push(node);
    for (const inner of node.children ?? []) walk(inner);
  };
  walk(parseDocument(html) as unknown as Node);
  const form = forms[0];
  if (!form || forms.length !== 1) throw new Error(`expected one form, found ${forms.length}`);
  const fields: [string, string][] = [];
  const collect = (node: Node) => {
    if (node.name === 'input' && node.attribs?.name) fields.push([node.attribs.name, node.attribs.value ?? '']);
    for (const inner of node.children ?? []) collect(inner);
  };
  collect(form);
  return { action: form.attribs?.action ?? '', target: form.attribs?.target, fields };
}

/** Posts a parsed form to its action as a browser does (application/x-www-form-urlencoded). */
export async function submitForm(form: ParsedForm): Promise<number> {
  const response = await fetch(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form.fields).toString(),
  });
  await response.text();
  return response.status;
}
