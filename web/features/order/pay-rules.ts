// Pure payment rules (docs/product.md §13 "payment methods", "balance payment", "payment QR"): which
// methods the mall has switched on, whether the balance covers the order, and when a QR code expires. Under
// 企业 the balance is the company's (企业余额) and 企业账期 pays on credit (docs/company-api.md §3.3).
import { switchesOn, switchOn } from '#shared/config-switch.ts';
import type { AccountEntity } from '#shared/constants.ts';
import { toFen, type Fen } from '#shared/money.ts';
import type { PayType } from './order-api.ts';

/** A payment QR code is good for 180 s; then it reads 二维码失效，点击重新获取. */
export const PAY_QR_TTL_MS = 180_000;
export const PAY_QR_EXPIRED_TEXT = '二维码失效，点击重新获取';
export const BALANCE_SHORT_TEXT = '余额不足';
export const CREDIT_SHORT_TEXT = '可用额度不足';

export interface PayMethod {
  type: PayType;
  label: string;
}

/**
 * The switches of GET /api/config as CRMEB reads them (on only for '1'/1). Stock reports no WeChat switch: a
 * `pay_weixin_open` some backends add decides, else the storefront's own setting (MALL_WEIXIN_PAY, docs/adr/0057).
 */
export function payMethods(config: Readonly<Record<string, unknown>>, weixinPay: boolean): PayMethod[] {
  const methods: PayMethod[] = [];
  if (switchesOn(config, 'yue_pay_status', 'balance_func_status')) methods.push({ type: 'balance', label: '余额支付' });
  if ('pay_weixin_open' in config ? switchOn(config.pay_weixin_open) : weixinPay) methods.push({ type: 'weixinQr', label: '微信支付' });
  if (switchOn(config.alipay_open)) methods.push({ type: 'alipayQr', label: '支付宝支付' });
  return methods;
}

/** The methods for the purchasing entity: under 企业, 企业余额 in place of 余额支付 and 企业账期 right after it. */
export function entityPayMethods(methods: readonly PayMethod[], entity: AccountEntity): PayMethod[] {
  if (entity !== 'COMPANY') return [...methods];
  const named = methods.map((method) => (method.type === 'balance' ? { ...method, label: '企业余额' } : method));
  named.splice(named.findIndex((method) => method.type === 'balance') + 1, 0, { type: 'credit', label: '企业账期' });
  return named;
}

/** Whether the available credit (a decimal string) covers the amount. */
export function creditCovers(available: unknown, payFen: Fen): boolean {
  return toFen(available) >= payFen;
}

export function balanceCovers(balance: unknown, payFen: Fen): boolean {
  return toFen(balance) >= payFen;
}

/** The QR dialog's words for each provider. */
export function qrWording(type: PayType): { title: string; scan: string } {
  return type === 'alipayQr' ? { title: '支付宝支付', scan: '请使用支付宝扫一扫' } : { title: '微信支付', scan: '请使用微信扫一扫' };
}
