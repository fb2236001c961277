// The address messages the pages say themselves, apart from address-form.ts so a page that only says them does
// not load the address rules.
export const ADDRESS_TEXT = {
  /** the mall's answer for a region chain that stops above the last level */
  notLeaf: '请手动选择所在地区',
  noAddress: '请选择收货地址',
} as const;
