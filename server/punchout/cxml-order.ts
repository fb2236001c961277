// A cXML OrderRequest as an order: its lines by SupplierPartAuxiliaryID (our SKU code, as the order message sent
// it) or SupplierPartID, its ShipTo addressID as one of the company's delivery addresses, its cost-centre
// AccountingSegment by the code (or name) of one of the company's cost centres, and orderID as the PO number.
// Placed through the open API's submitOpenOrder, idempotent on the document's payloadID per client.
import { createHash } from 'node:crypto';
import type { IdempotencyStore } from '../open-api/idempotency.ts';
import { OpenError, type OpenErrorCode } from '../open-api/open-errors.ts';
import type { OpenMall } from '../open-api/open-mall.ts';
import { type OpenOrderInput, type OpenOrderResult, submitOpenOrder } from '../open-api/order-submit.ts';
import { type OrderRequestDocument, ProtocolError } from './cxml-read.ts';

async function addressIdOf(document: OrderRequestDocument): Promise<number> {
  const id = Number(document.shipTo.addressId);
  if (!Number.isInteger(id) || id <= 0) {
    throw new ProtocolError(400, '收货地址须为商城中的地址编号（ShipTo/Address 的 addressID），请在采购系统中配置');
  }
  return id;
}

async function costCentreOf(mall: OpenMall, code: string): Promise<number | undefined> {
  if (code === '') return undefined;
  const found = await mall.get<{ list?: { cost_center_id: number; code?: string; name?: string }[] }>('/api/company/cost_center/lst', {
    status: 1,
    limit: 200,
  });
  const centre = (found.list ?? []).find((row) => row.code === code) ?? (found.list ?? []).find((row) => row.name === code);
  if (!centre) throw new ProtocolError(400, `成本中心 ${code} 不存在或已停用`);
  return centre.cost_center_id;
}

export function orderInputOf(document: OrderRequestDocument, addressId: number, costCentreId: number | undefined): OpenOrderInput {
  return {
    lines: document.lines.map((line) => ({ code: line.auxiliaryId || line.supplierPartId, quantity: line.quantity })),
    address_id: addressId,
    ...(document.orderId ? { po_number: document.orderId } : {}),
    ...(costCentreId ? { cost_center_id: costCentreId } : {}),
    ...(document.comments ? { remark: document.comments } : {}),
  };
}

/** The open API's refusals as cXML status codes. */
const CXML_CODE_OF: Partial<Record<OpenErrorCode, ProtocolError['code']>> = {
  invalid_token: 401,
  invalid_client: 401,
  insufficient_scope: 401,
  forbidden: 401,
  idempotency_key_reused: 409,
  idempotency_in_progress: 409,
  upstream_unavailable: 503,
  internal: 500,
};

export async function placeOrderRequest(
  mall: OpenMall,
  document: OrderRequestDocument,
  options: { idempotency: IdempotencyStore; clientId: string; payloadId: string },
): Promise<OpenOrderResult & { replayed: boolean }> {
  if (document.currency !== 'CNY') throw new ProtocolError(400, `不支持的币种 ${document.currency.slice(0, 8)}，请使用人民币（CNY）`);
  try {
    const input = orderInputOf(document, await addressIdOf(document), await costCentreOf(mall, document.costCentre));
    // payloadID is the document's identity; hashed, any length or character set makes a valid key.
    const key = createHash('sha256').update(options.payloadId).digest('hex');
    return await submitOpenOrder(mall, input, { idempotency: options.idempotency, scope: `cxml:${options.clientId}`, key });
  } catch (error) {
    if (error instanceof OpenError) throw new ProtocolError(CXML_CODE_OF[error.code] ?? 400, error.message);
    throw error;
  }
}
