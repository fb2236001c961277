// The switches of GET /api/config that turn features on and off, as stock CRMEB-MER sends them: '1' on, '0' or ''
// off (an unset switch is ''). The demo mall sets them all on; a test may start it with some off.
export interface SiteSwitches {
  integral_status: string;
  alipay_open: string;
  balance_func_status: string;
  yue_pay_status: string;
  recharge_switch: string;
  svip_switch_status: string;
}

export const DEFAULT_SWITCHES: Readonly<SiteSwitches> = {
  integral_status: '1',
  alipay_open: '1',
  balance_func_status: '1',
  yue_pay_status: '1',
  recharge_switch: '1',
  svip_switch_status: '1',
};

/** CRMEB's `if (!systemConfig(key))`: on only for '1'. */
export const isOn = (value: string): boolean => value === '1';
