// The mainland mobile number and the SMS code as the storefront checks them (docs/product.md §5), written once:
// the login, register and settlement forms, the BFF's schemas, the member invite and the return shipment read
// these. The demo mall, a service of its own, keeps its copy in demo-mall/core/mobile-rule.ts.

/** 11 digits, 1 then 3-9 (中国大陆手机号). */
const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** Letters and digits only; the length is the mall's to judge. */
const SMS_CODE_PATTERN = /^[A-Za-z0-9]+$/;

export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

export function isSmsCode(value: string): boolean {
  return SMS_CODE_PATTERN.test(value);
}
