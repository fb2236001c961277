// How CRMEB reads a switch of GET /api/config (`if (!systemConfig('yue_pay_status'))`): on only for '1' or 1;
// '', '0', a missing key and anything else are off. Every switch the storefront obeys goes through here.
export function switchOn(value: unknown): boolean {
  return value === '1' || value === 1;
}

/** Several switches that must all be on (余额支付 needs balance_func_status and yue_pay_status). */
export function switchesOn(config: Readonly<Record<string, unknown>>, ...keys: string[]): boolean {
  return keys.every((key) => switchOn(config[key]));
}
