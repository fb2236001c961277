// The fixed demo accounts: one source for the seed, the README and the tests.
export interface DemoAccount {
  uid: number;
  phone: string;
  password: string;
  nickname: string;
  isSvip: 0 | 1;
  /** balance in yuan, as the README states it; the database keeps it in fen */
  nowMoney: number;
  integral: number;
  zoneId: number;
  /** Set when the user also owns a company (enterprise) account. */
  company?: { id: number; name: string };
}

export const DEMO_PASSWORD = 'Demo@2026';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    uid: 1,
    phone: '13800000001',
    password: DEMO_PASSWORD,
    nickname: '张采购',
    isSvip: 0,
    nowMoney: 1280.5,
    integral: 360,
    zoneId: 101,
  },
  {
    uid: 2,
    phone: '13800000002',
    password: DEMO_PASSWORD,
    nickname: '李经理',
    isSvip: 1,
    nowMoney: 25600,
    integral: 2180,
    zoneId: 102,
    company: { id: 1, name: '上海东联工业设备有限公司' },
  },
  {
    uid: 3,
    phone: '13800000003',
    password: DEMO_PASSWORD,
    nickname: '陈工',
    isSvip: 0,
    nowMoney: 0,
    integral: 50,
    zoneId: 105,
    company: { id: 2, name: '苏州恒泰精密机械有限公司' },
  },
];

const QR_CONFIRMABLE_UIDS = new Set(DEMO_ACCOUNTS.map((account) => account.uid));

/** The QR confirm page plays the phone of a demo account only; a registered shopper cannot be signed in as. */
export function isQrConfirmable(uid: number): boolean {
  return QR_CONFIRMABLE_UIDS.has(uid);
}
