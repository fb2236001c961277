// Pure payment rules (docs/product.md §13 "payment methods", "balance payment", "payment QR"): which
// methods the mall has switched on, whether the balance covers the order, and when a QR code expires.
import { toFen, type Fen } from '#shared/money.ts';
import type { PayType } from './order-api.ts';

/** A payment QR code is good for 180 s; then it reads 二维码失效，点击重新获取. */
export const PAY_QR_TTL_MS = 180_000;
export const PAY_QR_EXPIRED_TEXT = '二维码失效，点击重新获取';
export const BALANCE_SHORT_TEXT = '余额不足';

export interface PayMethod {
  type: PayType;
  label: string;
}

/** The switches of GET /api/config: '0' turns a method off; an absent switch leaves it on. */
export function payMethods(config: Record<string, unknown>): PayMethod[] {
  const on = (...keys: string[]) => keys.every((key) => config[key] === undefined || String(config[key]) !== '0');
  const methods: PayMethod[] = [];
  if (on('yue_pay_status', 'balance_func_status')) methods.push({ type: 'balance', label: '余额支付' });
  if (on('pay_weixin_open')) methods.push({ type: 'weixinQr', label: '微信支付' });
  if (on('alipay_open')) methods.push({ type: 'alipayQr', label: '支付宝支付' });
  return methods;
}

export function balanceCovers(balance: unknown, payFen: Fen): boolean {
  return toFen(balance) >= payFen;
}

/** The QR dialog's words for each provider. */
export function qrWording(type: PayType): { title: string; scan: string } {
  return type === 'alipayQr' ? { title: '支付宝支付', scan: '请使用支付宝扫一扫' } : { title: '微信支付', scan: '请使用微信扫一扫' };
}
