// The cXML 1.2 documents we send: Response (a Status, optionally the PunchOutSetupResponse) and the
// PunchOutOrderMessage carried back through the buyer's browser. Every text and attribute is escaped here.
import { randomBytes } from 'node:crypto';

export const CXML_DTD = 'http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd';
const FIXED_PAYLOAD_HOST = 'punchout.donglian';

export function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** cXML's payloadID: datetime.random@host, unique for every document we send. */
export function newPayloadId(now = new Date()): string {
  return `${now.getTime()}.${randomBytes(6).toString('hex')}@${FIXED_PAYLOAD_HOST}`;
}

function envelope(inner: string, now = new Date()): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<!DOCTYPE cXML SYSTEM "${CXML_DTD}">`,
    `<cXML payloadID="${escapeXml(newPayloadId(now))}" timestamp="${now.toISOString()}" xml:lang="zh-CN">`,
    inner,
    '</cXML>',
  ].join('\n');
}

/** The standard status texts cXML pairs with its codes. */
export const CXML_STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  406: 'Not Acceptable',
  409: 'Conflict',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function status(code: number, message = ''): string {
  const text = CXML_STATUS_TEXT[code] ?? 'Error';
  return message === ''
    ? `<Status code="${code}" text="${text}"/>`
    : `<Status code="${code}" text="${text}" xml:lang="zh-CN">${escapeXml(message)}</Status>`;
}

/** A cXML Response with only a Status: a success without content, or a protocol error with a Chinese message. */
export function cxmlStatusResponse(code: number, message = ''): string {
  return envelope(`<Response>${status(code, message)}</Response>`);
}

export function cxmlSetupResponse(startUrl: string): string {
  return envelope(
    `<Response>${status(200)}<PunchOutSetupResponse><StartPage><URL>${escapeXml(startUrl)}</URL></StartPage></PunchOutSetupResponse></Response>`,
  );
}

export interface CxmlParty {
  domain: string;
  identity: string;
}

export interface OrderMessageLine {
  quantity: number;
  supplierPartId: string;
  /** our SKU code, so an OrderRequest names the exact SKU again */
  auxiliaryId: string;
  /** "12.50" */
  unitPrice: string;
  description: string;
  unitOfMeasure: string;
  classification: { domain: string; code: string };
}

export interface OrderMessage {
  buyerCookie: string;
  /** the buyer system (the setup request's From) */
  to: CxmlParty;
  /** us (the setup request's To) */
  from: CxmlParty;
  currency: string;
  /** "25.00": the sum of the lines */
  total: string;
  lines: readonly OrderMessageLine[];
}

function credential(party: CxmlParty): string {
  return `<Credential domain="${escapeXml(party.domain)}"><Identity>${escapeXml(party.identity)}</Identity></Credential>`;
}

function itemIn(line: OrderMessageLine, currency: string): string {
  const money = (amount: string) => `<Money currency="${escapeXml(currency)}">${escapeXml(amount)}</Money>`;
  return [
    `<ItemIn quantity="${line.quantity}">`,
    `<ItemID><SupplierPartID>${escapeXml(line.supplierPartId)}</SupplierPartID>`,
    `<SupplierPartAuxiliaryID>${escapeXml(line.auxiliaryId)}</SupplierPartAuxiliaryID></ItemID>`,
    '<ItemDetail>',
    `<UnitPrice>${money(line.unitPrice)}</UnitPrice>`,
    `<Description xml:lang="zh-CN">${escapeXml(line.description)}</Description>`,
    `<UnitOfMeasure>${escapeXml(line.unitOfMeasure)}</UnitOfMeasure>`,
    `<Classification domain="${escapeXml(line.classification.domain)}">${escapeXml(line.classification.code)}</Classification>`,
    '</ItemDetail>',
    '</ItemIn>',
  ].join('');
}

/** The PunchOutOrderMessage: the cart as the buyer's system will turn it into a requisition. */
export function cxmlOrderMessage(message: OrderMessage): string {
  const header = `<Header><From>${credential(message.from)}</From><To>${credential(message.to)}</To><Sender>${credential(
    message.from,
  )}<UserAgent>东联工业品商城</UserAgent></Sender></Header>`;
  const body = [
    '<Message><PunchOutOrderMessage>',
    `<BuyerCookie>${escapeXml(message.buyerCookie)}</BuyerCookie>`,
    '<PunchOutOrderMessageHeader operationAllowed="edit">',
    `<Total><Money currency="${escapeXml(message.currency)}">${escapeXml(message.total)}</Money></Total>`,
    '</PunchOutOrderMessageHeader>',
    ...message.lines.map((line) => itemIn(line, message.currency)),
    '</PunchOutOrderMessage></Message>',
  ].join('');
  return envelope(header + body);
}
