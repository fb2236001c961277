// What we read from the cXML requests a buyer's system sends: the sender's shared-secret credential, the
// PunchOutSetupRequest (BuyerCookie, BrowserFormPost) and the OrderRequest (PO number, ship-to, lines, cost centre).
// A missing piece is a ProtocolError with a Chinese message, answered as cXML Status 400.
import { childrenNamed, path, textAt, type XmlElement } from './safe-xml.ts';
import type { CxmlParty } from './cxml-write.ts';

export class ProtocolError extends Error {
  constructor(
    readonly code: 400 | 401 | 406 | 409 | 500 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'ProtocolError';
  }
}

export interface CxmlHeader {
  payloadId: string;
  from: CxmlParty;
  to: CxmlParty;
  /** Sender/Credential: Identity = our client_id, SharedSecret = its secret */
  clientId: string;
  clientSecret: string;
}

function party(root: XmlElement, where: 'From' | 'To'): CxmlParty {
  const credential = path(root, 'Header', where, 'Credential');
  return { domain: credential?.attributes.domain ?? '', identity: textAt(credential, 'Identity') };
}

export function readHeader(root: XmlElement): CxmlHeader {
  if (root.name !== 'cXML') throw new ProtocolError(400, '不是 cXML 文档');
  const payloadId = (root.attributes.payloadID ?? '').trim();
  if (payloadId === '' || payloadId.length > 250) throw new ProtocolError(400, 'cXML 缺少 payloadID');
  const sender = path(root, 'Header', 'Sender', 'Credential');
  const clientId = textAt(sender, 'Identity');
  const clientSecret = textAt(sender, 'SharedSecret');
  if (clientId === '' || clientSecret === '') throw new ProtocolError(401, '缺少发送方凭据（Sender Identity 与 SharedSecret）');
  return { payloadId, from: party(root, 'From'), to: party(root, 'To'), clientId, clientSecret };
}

export interface SetupRequest {
  operation: 'create' | 'edit' | 'inspect';
  buyerCookie: string;
  browserFormPost: string;
}

/** An http(s) URL of at most 2,000 characters, or null. */
export function returnUrlOf(raw: string): URL | null {
  if (raw.length > 2_000) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

export function readSetupRequest(root: XmlElement): SetupRequest {
  const request = path(root, 'Request', 'PunchOutSetupRequest');
  if (!request) throw new ProtocolError(400, '缺少 PunchOutSetupRequest');
  const operation = request.attributes.operation ?? 'create';
  if (operation !== 'create' && operation !== 'edit' && operation !== 'inspect') {
    throw new ProtocolError(406, `不支持的 PunchOut 操作：${operation.slice(0, 20)}`);
  }
  const buyerCookie = textAt(request, 'BuyerCookie');
  if (buyerCookie === '' || buyerCookie.length > 500) throw new ProtocolError(400, 'BuyerCookie 缺失或过长');
  const browserFormPost = textAt(request, 'BrowserFormPost', 'URL');
  if (!returnUrlOf(browserFormPost)) throw new ProtocolError(400, 'BrowserFormPost 地址无效（须为 http 或 https 地址）');
  return { operation, buyerCookie, browserFormPost };
}

export interface OrderRequestLine {
  lineNumber: number;
  quantity: number;
  supplierPartId: string;
  auxiliaryId: string;
  /** "12.50" as the buyer's system priced it */
  unitPrice: string;
}

export interface OrderRequestAddress {
  /** ShipTo/Address@addressID: our delivery address id when the buyer's admin configured it */
  addressId: string;
  name: string;
  deliverTo: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
}

export interface OrderRequestDocument {
  orderId: string;
  orderType: string;
  currency: string;
  total: string;
  comments: string;
  costCentre: string;
  shipTo: OrderRequestAddress;
  lines: OrderRequestLine[];
}

const MAX_ORDER_LINES = 100;

function readAddress(header: XmlElement): OrderRequestAddress {
  const address = path(header, 'ShipTo', 'Address');
  const postal = path(address, 'PostalAddress');
  const phone = path(address, 'Phone', 'TelephoneNumber');
  return {
    addressId: address?.attributes.addressID ?? '',
    name: textAt(address, 'Name'),
    deliverTo: childrenNamed(postal, 'DeliverTo')
      .map((line) => line.text.trim())
      .join(' '),
    street: childrenNamed(postal, 'Street')
      .map((line) => line.text.trim())
      .join(' '),
    city: textAt(postal, 'City'),
    state: textAt(postal, 'State'),
    postalCode: textAt(postal, 'PostalCode'),
    phone: `${textAt(phone, 'AreaOrCityCode')}${textAt(phone, 'Number')}`,
  };
}

/** The cost centre: an AccountingSegment whose Name says cost centre (Ariba's CostCenter), else the first one. */
function readCostCentre(items: XmlElement[]): string {
  const segments = items.flatMap((item) =>
    childrenNamed(item, 'Distribution').flatMap((distribution) => childrenNamed(path(distribution, 'Accounting'), 'AccountingSegment')),
  );
  const named = segments.find((segment) => /cost\s*cent|成本中心/i.test(textAt(segment, 'Name')));
  return ((named ?? segments[0])?.attributes.id ?? '').trim();
}

function readLine(item: XmlElement, index: number): OrderRequestLine {
  const quantity = Number(item.attributes.quantity);
  const supplierPartId = textAt(item, 'ItemID', 'SupplierPartID');
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99_999) {
    throw new ProtocolError(400, `第 ${index + 1} 行数量无效（须为 1–99999 的整数）`);
  }
  if (supplierPartId === '') throw new ProtocolError(400, `第 ${index + 1} 行缺少 SupplierPartID`);
  return {
    lineNumber: Number(item.attributes.lineNumber) || index + 1,
    quantity,
    supplierPartId,
    auxiliaryId: textAt(item, 'ItemID', 'SupplierPartAuxiliaryID'),
    unitPrice: textAt(item, 'ItemDetail', 'UnitPrice', 'Money'),
  };
}

export function readOrderRequest(root: XmlElement): OrderRequestDocument {
  const request = path(root, 'Request', 'OrderRequest');
  const header = path(request, 'OrderRequestHeader');
  if (!request || !header) throw new ProtocolError(400, '缺少 OrderRequest 或 OrderRequestHeader');
  const orderType = header.attributes.type ?? 'new';
  if (orderType !== 'new') throw new ProtocolError(406, `暂不支持 ${orderType.slice(0, 20)} 类型的订单请求，请联系商城客服`);
  const items = childrenNamed(request, 'ItemOut');
  if (items.length === 0) throw new ProtocolError(400, '订单请求没有商品行（ItemOut）');
  if (items.length > MAX_ORDER_LINES) throw new ProtocolError(400, `一张订单最多 ${MAX_ORDER_LINES} 行`);
  const money = path(header, 'Total', 'Money');
  return {
    orderId: (header.attributes.orderID ?? '').trim().slice(0, 64),
    orderType,
    currency: money?.attributes.currency ?? 'CNY',
    total: (money?.text ?? '').trim(),
    comments: textAt(header, 'Comments').slice(0, 200),
    costCentre: readCostCentre(items).slice(0, 64),
    shipTo: readAddress(header),
    lines: items.map(readLine),
  };
}
