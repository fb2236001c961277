// The mall's mobile-number rule (ThinkPHP's `mobile` validator as CRMEB uses it), once for every module of the
// demo mall. The storefront has its own copy in shared/phone-rules.ts: the mall is a service of its own.

const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}
