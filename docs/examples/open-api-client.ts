// An example client of the storefront's open API (docs/open-api.md), for a procurement system (ERP/SRM) written
// in TypeScript: no dependencies beyond Node's fetch. `OpenApiClient` gets and renews the client-credentials token,
// sends every write with an Idempotency-Key and turns the one error shape into an exception; `procure` walks one
// purchase end to end and may be run again with the same key: every write repeats its first answer, so a rerun
// after a crash never makes a second order. test/integration/open-api/open-api-example.test.ts runs it.
//
//   OPEN_API_URL=https://shop.example.com OPEN_CLIENT_ID=oc_… OPEN_CLIENT_SECRET=… node --import tsx docs/examples/open-api-client.ts

export class OpenApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | undefined>;

export class OpenApiClient {
  private token: { value: string; until: number } | undefined;

  constructor(
    private readonly baseUrl: string,
    private readonly clientId: string,
    private readonly clientSecret: string,
  ) {}

  /** A token, asked again a minute before the last one runs out. */
  async accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.until) return this.token.value;
    const basic = Buffer.from(`${encodeURIComponent(this.clientId)}:${encodeURIComponent(this.clientSecret)}`).toString('base64');
    const response = await fetch(`${this.baseUrl}/open/v1/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const answer = (await this.read(response)) as { access_token: string; expires_in: number };
    this.token = { value: answer.access_token, until: Date.now() + Math.max(0, answer.expires_in - 60) * 1000 };
    return answer.access_token;
  }

  /** Forgets the token, e.g. after the client's secret was rotated. */
  forgetToken(): void {
    this.token = undefined;
  }

  async get<T>(path: string, query: Query = {}): Promise<T> {
    return (await this.read(await this.send('GET', path, query))) as T;
  }

  /** A write: `idempotencyKey` names this action, so a retry with the same key repeats the first answer. */
  async post<T>(path: string, body: unknown, idempotencyKey?: string): Promise<T> {
    return (await this.read(await this.send('POST', path, {}, body, idempotencyKey))) as T;
  }

  /** A file (an invoice's PDF or XML). */
  async file(path: string, query: Query = {}): Promise<{ type: string; bytes: Uint8Array }> {
    const response = await this.send('GET', path, query);
    if (!response.ok) await this.read(response);
    return { type: response.headers.get('content-type') ?? '', bytes: new Uint8Array(await response.arrayBuffer()) };
  }

  private async send(method: string, path: string, query: Query, body?: unknown, idempotencyKey?: string): Promise<Response> {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
    const search = params.size ? `?${params}` : '';
    return fetch(`${this.baseUrl}${path}${search}`, {
      method,
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  private async read(response: Response): Promise<unknown> {
    const answer = (await response.json()) as { error?: { code: string; message: string } };
    if (!response.ok || answer.error) {
      throw new OpenApiError(response.status, answer.error?.code ?? 'unknown', answer.error?.message ?? response.statusText);
    }
    return answer;
  }
}

interface PoolItem {
  code: string;
  name: string;
  agreed_tiers: { from: number; price: string }[];
}
interface PriceRow {
  code: string;
  state: string;
  price: string;
  stock: number;
}
interface SubOrder {
  sub_order_id: number;
  shop_id: number;
  delivery: { company: string; waybill: string } | null;
}
interface Order {
  order_id: number;
  state: 'held' | 'rejected' | 'paid' | 'awaiting_payment';
  sub_orders: SubOrder[];
}
interface Invoice {
  invoice_id: number;
  status: number;
}

export interface ProcureOptions {
  /** the purchasing module's client (scopes catalogue, prices, orders) */
  buyer: OpenApiClient;
  /** the finance module's client (scope invoices; role 财务) */
  finance: OpenApiClient;
  /** the part number to buy, and how many */
  code: string;
  quantity: number;
  poNumber: string;
  /** the action's key: every write of this purchase derives its Idempotency-Key from it */
  key: string;
  /** people's steps the system waits for (the approver, the merchant's shipping and invoicing) */
  waitFor: {
    approval(orderId: number): Promise<void>;
    shipment(subOrderId: number): Promise<void>;
    invoice(invoiceId: number): Promise<void>;
  };
}

export interface ProcureReport {
  price: string;
  submitted: { order_id: number; status: string };
  orderId: number;
  tracks: { time: string; status: string }[];
  invoiceId: number;
  pdf: Uint8Array;
  xml: string;
}

/** One purchase: pool → batch price → order → (approval) → pay → logistics → receipt → statement → invoice. */
export async function procure(options: ProcureOptions): Promise<ProcureReport> {
  const { buyer, finance, key } = options;
  const pool = await buyer.get<{ list: PoolItem[] }>('/open/v1/products', { limit: 100 });
  if (!pool.list.some((item) => item.code === options.code)) throw new Error(`${options.code} is not in the product pool`);
  const priced = await buyer.post<{ list: PriceRow[] }>('/open/v1/prices', { skus: [{ code: options.code, quantity: options.quantity }] });
  const row = priced.list[0];
  if (row?.state !== 'ok') throw new Error(`${options.code} cannot be bought now`);

  const addresses = await buyer.get<{ list: { address_id: number; is_default: boolean }[] }>('/open/v1/addresses');
  const address = addresses.list.find((one) => one.is_default) ?? addresses.list[0];
  if (!address) throw new Error('the company has no delivery address');
  const submitted = await buyer.post<{ order_id: number; status: string }>(
    '/open/v1/orders',
    {
      lines: [{ code: options.code, quantity: options.quantity }],
      address_id: address.address_id,
      po_number: options.poNumber,
      payment: 'balance',
    },
    `${key}:order`,
  );
  const orderId = submitted.order_id;
  let order = await buyer.get<Order>(`/open/v1/orders/${orderId}`);
  if (order.state === 'held') await options.waitFor.approval(orderId);
  order = await buyer.get<Order>(`/open/v1/orders/${orderId}`);
  if (order.state !== 'paid') await buyer.post(`/open/v1/orders/${orderId}/pay`, { payment: 'balance' }, `${key}:pay`);

  order = await buyer.get<Order>(`/open/v1/orders/${orderId}`);
  const sub = order.sub_orders[0];
  if (!sub) throw new Error('the order has no merchant order');
  if (!sub.delivery) await options.waitFor.shipment(sub.sub_order_id);
  const logistics = await buyer.get<{ tracks: { time: string; status: string }[] }>(`/open/v1/sub-orders/${sub.sub_order_id}/logistics`);
  await buyer.post(`/open/v1/sub-orders/${sub.sub_order_id}/receipt`, {}, `${key}:receipt`);

  const statements = await finance.get<{ list: { statement_id: number; status: number }[] }>('/open/v1/statements');
  const statement = statements.list[0];
  if (!statement) throw new Error('no statement yet');
  await finance.post(`/open/v1/statements/${statement.statement_id}/confirm`, {}, `${key}:confirm`);
  const requested = await finance.post<{ invoice: Invoice }>(
    '/open/v1/invoices',
    { statement_id: statement.statement_id, mer_id: sub.shop_id, kind: 'normal' },
    `${key}:invoice`,
  );
  const invoiceId = requested.invoice.invoice_id;
  await options.waitFor.invoice(invoiceId);
  const pdf = await finance.file(`/open/v1/invoices/${invoiceId}/file`, { format: 'pdf' });
  const xml = await finance.file(`/open/v1/invoices/${invoiceId}/file`, { format: 'xml' });
  return {
    price: row.price,
    submitted,
    orderId,
    tracks: logistics.tracks,
    invoiceId,
    pdf: pdf.bytes,
    xml: new TextDecoder().decode(xml.bytes),
  };
}

/** Run directly: prints the first page of the product pool. */
async function main(): Promise<void> {
  const { OPEN_API_URL, OPEN_CLIENT_ID, OPEN_CLIENT_SECRET } = process.env;
  if (!OPEN_API_URL || !OPEN_CLIENT_ID || !OPEN_CLIENT_SECRET) throw new Error('set OPEN_API_URL, OPEN_CLIENT_ID and OPEN_CLIENT_SECRET');
  const client = new OpenApiClient(OPEN_API_URL, OPEN_CLIENT_ID, OPEN_CLIENT_SECRET);
  console.log(JSON.stringify(await client.get('/open/v1/products'), null, 2));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) await main();
