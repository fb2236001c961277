// 支付方式 in words, for every screen that says how an order was paid (order detail, logistics, evaluation).
// Under 企业 the balance an order was paid from is the company's, so it reads 企业余额 as on the payment page.
import type { AccountEntity } from '#shared/constants.ts';

/** An unknown pay type is shown as the mall sent it; none, as ''. */
export function payTypeText(payType: string | undefined, entity: AccountEntity = 'PERSONAL'): string {
  const type = payType ?? '';
  if (type === 'balance') return entity === 'COMPANY' ? '企业余额' : '余额支付';
  if (type === 'credit') return '企业账期';
  if (/^(weixin|routine|h5)/.test(type)) return '微信支付';
  if (type.startsWith('alipay')) return '支付宝支付';
  return type;
}
