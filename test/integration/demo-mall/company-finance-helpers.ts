// Shared helpers for the company finance tests: company 2 (苏州恒泰, owner uid 3) buying with its company token,
// remittances submitted and reviewed in the demo platform console, and direct reads of the account and ledger.
import { uploadedPicture } from './picture-upload-helpers.ts';
import { formatFen } from '#shared/money.ts';
import { formatDateTime } from '../../../demo-mall/core/envelope.ts';
import { sameMerchantSkus } from './after-sales-helpers.ts';
import { addAddress, buyNow, consolePost, placeOrder, type TradeMall } from './trade/trade-helpers.ts';

export const COMPANY = 2;
export const companyToken = (mall: TradeMall) => mall.context.signer.issue(COMPANY, 'company').token;
/** uid 3 陈工, owner (管理员) of company 2, with his own user token */
export const ownerUserToken = (mall: TradeMall) => mall.context.signer.issue(3, 'user').token;

export const account = (mall: TradeMall) => {
  const row = mall.context.company.ledger.account(COMPANY);
  if (!row) throw new Error('no company 2');
  return row;
};

/** Ledger rows of company 2, oldest first. */
export const ledgerRows = (mall: TradeMall) => mall.context.company.ledger.rowsBetween(COMPANY, '0000-00-00', '9999-12-31');

/** An unpaid company order of one cheap product: the group order id and its merchant order. */
export async function companyOrder(mall: TradeMall, token = companyToken(mall), num = 1) {
  const [pick] = sameMerchantSkus(mall.context, 1);
  if (!pick) throw new Error('no product');
  const addressId = await addAddress(mall, token);
  const { created } = await placeOrder(mall, token, [await buyNow(mall, token, pick, num)], addressId);
  if (created.status !== 200) throw new Error(`order/create: ${created.message}`);
  const groupId = created.data.order_id as number;
  const order = mall.context.trade.orders.ordersOfGroup(groupId)[0];
  if (!order) throw new Error('no merchant order');
  return { groupId, order, payFen: order.pay_price_fen };
}

/** Sets company 2's balance, used credit and credit line directly (a test's starting point). */
export function setAccount(mall: TradeMall, fen: { balance?: number; used?: number; limit?: number }) {
  const now = account(mall);
  mall.context.db
    .prepare('UPDATE companies SET now_money_fen = ?, credit_used_fen = ?, credit_limit_fen = ? WHERE company_id = ?')
    .run(fen.balance ?? now.now_money_fen, fen.used ?? now.credit_used_fen, fen.limit ?? now.credit_limit_fen, COMPANY);
}

/** Makes `uid` a member of company 2 with `role` (the invite API belongs to another part). */
export function addMember(mall: TradeMall, uid: number, role: string, status = 1) {
  mall.context.db
    .prepare('INSERT OR REPLACE INTO company_members (company_id, uid, role, status, join_time) VALUES (?, ?, ?, ?, ?)')
    .run(COMPANY, uid, role, status, formatDateTime(new Date()));
}

/** A remittance form; `voucher` is a picture the caller uploaded (uploadedPicture). */
export function remittanceBody(remittanceNo: string, voucher: string, overrides: object = {}) {
  return {
    remittance_no: remittanceNo,
    amount: '1500.00',
    payer_name: '苏州恒泰精密机械有限公司',
    payer_bank: '中国工商银行苏州分行',
    transfer_date: formatDateTime(new Date()).slice(0, 10),
    vouchers: [voucher],
    mark: '11 月货款',
    ...overrides,
  };
}

/** prepare + create: the remittance id, its 汇款单号 and the company's 识别码. */
export async function submitRemittance(mall: TradeMall, token: string, overrides: object = {}) {
  const prepared = await mall.get('/api/company/remittance/prepare', token);
  const no = prepared.data.remittance_no as string;
  const voucher = await uploadedPicture(mall, token);
  const created = await mall.post('/api/company/remittance/create', remittanceBody(no, voucher, overrides), token);
  if (created.status !== 200) throw new Error(`remittance/create: ${created.message}`);
  return { id: created.data.remittance_id as number, no, code: prepared.data.code as string };
}

export const confirmRemittance = (mall: TradeMall, id: number) =>
  consolePost(mall, '/demo/platform/remittance/confirm', { remittance_id: id });
export const rejectRemittance = (mall: TradeMall, id: number, reason: string) =>
  consolePost(mall, '/demo/platform/remittance/reject', { remittance_id: id, reason });

export const yuanOf = (fen: number) => formatFen(fen);
