// The switches of GET /api/config the storefront obeys, read as CRMEB reads them (`if (!systemConfig(key))`): on
// only for '1' or 1; '', '0', 0 and a missing key are off. The contract check prints which are on and what the
// shop will hide, and names a value CRMEB would read differently from the storefront (e.g. 'yes').
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

interface ShopSwitch {
  /** every key must be on */
  keys: readonly string[];
  /** what the shopper loses when it is off */
  hides: string;
}

const SHOP_SWITCHES: readonly ShopSwitch[] = [
  { keys: ['yue_pay_status', 'balance_func_status'], hides: '余额支付 and its menu entries' },
  { keys: ['integral_status'], hides: '我的积分' },
  { keys: ['alipay_open'], hides: '支付宝支付' },
  { keys: ['svip_switch_status'], hides: 'SVIP prices (付费会员价)' },
];

/** The values a switch may take: CRMEB stores flags as '1'/'0' and unset keys as ''. */
const KNOWN_VALUES = new Set(['', '0', '1']);

const switchOn = (value: unknown) => value === 1 || value === '1';

/** null when every switch the storefront reads is a flag; else which one is not. */
export function switchDifference(config: unknown): string | null {
  if (!isRecord(config)) return null;
  for (const key of SHOP_SWITCHES.flatMap((entry) => entry.keys)) {
    const value = config[key];
    if (value === undefined || value === 0 || value === 1 || (typeof value === 'string' && KNOWN_VALUES.has(value))) continue;
    return `switch ${key} is ${JSON.stringify(value).slice(0, 20)}: the storefront turns a switch on only for '1'/1`;
  }
  return null;
}

/** The lines printed under the table: the switches on, and what is hidden for each one off. */
export function switchReport(config: unknown): string[] {
  if (!isRecord(config)) return [];
  const keys = SHOP_SWITCHES.flatMap((entry) => entry.keys);
  const on = keys.filter((key) => switchOn(config[key]));
  const lines = [`Switches on ('1' or 1): ${on.length ? on.join(', ') : 'none'}`];
  const off = SHOP_SWITCHES.filter((entry) => !entry.keys.every((key) => switchOn(config[key])));
  if (off.length === 0) return [...lines, 'The shop hides nothing for its switches.'];
  return [
    ...lines,
    ...off.map((entry) => {
      const why = entry.keys
        .filter((key) => !switchOn(config[key]))
        .map((key) => `${key} ${config[key] === undefined ? 'missing' : JSON.stringify(config[key])}`);
      return `The shop hides ${entry.hides} (${why.join(', ')}).`;
    }),
  ];
}
