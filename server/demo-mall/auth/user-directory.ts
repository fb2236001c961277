// Users and company accounts held in memory: seeded from DEMO_ACCOUNTS, extended by registration.
import { formatDateTime } from '../envelope.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { hashPasswordSync, type PasswordHash } from './passwords.ts';

export interface UserRecord {
  uid: number;
  account: string;
  phone: string;
  nickname: string;
  avatar: string;
  password: PasswordHash;
  nowMoney: number;
  integral: number;
  isSvip: number;
  svipEndtime: string | null;
  zoneId: number;
  userType: string;
  status: 0 | 1;
  createTime: string;
  companyId: number | null;
}

export interface CompanyRecord {
  id: number;
  name: string;
  ownerUid: number;
}

// Fixed dates keep every start identical.
const SEED_CREATE_TIME = '2025-03-18 09:30:00';
const SVIP_ENDTIME = '2027-12-31 23:59:59';

// Hashed once per process: every demo-mall start (tests build many) reuses them instead of paying scrypt again.
const demoHashes = new Map<number, PasswordHash>();

function demoHash(uid: number, password: string): PasswordHash {
  let hash = demoHashes.get(uid);
  if (!hash) {
    hash = hashPasswordSync(password);
    demoHashes.set(uid, hash);
  }
  return hash;
}

export function avatarPath(uid: number): string {
  return `/api/demo-assets/avatar/${uid}.svg`;
}

/** The nickname CRMEB gives a user registered by phone: the phone with its middle digits masked. */
export function maskedPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}

export function createUserDirectory(now: () => number) {
  const users = new Map<number, UserRecord>();
  const byPhone = new Map<string, number>();
  const companies = new Map<number, CompanyRecord>();
  let nextUid = 1;

  function add(record: UserRecord): UserRecord {
    users.set(record.uid, record);
    byPhone.set(record.phone, record.uid);
    nextUid = Math.max(nextUid, record.uid + 1);
    return record;
  }

  for (const demo of DEMO_ACCOUNTS) {
    add({
      uid: demo.uid,
      account: demo.phone,
      phone: demo.phone,
      nickname: demo.nickname,
      avatar: avatarPath(demo.uid),
      password: demoHash(demo.uid, demo.password),
      nowMoney: demo.nowMoney,
      integral: demo.integral,
      isSvip: demo.isSvip,
      svipEndtime: demo.isSvip ? SVIP_ENDTIME : null,
      zoneId: demo.zoneId,
      userType: 'pc',
      status: 1,
      createTime: SEED_CREATE_TIME,
      companyId: demo.company?.id ?? null,
    });
    if (demo.company) companies.set(demo.company.id, { ...demo.company, ownerUid: demo.uid });
  }

  return {
    get(uid: number): UserRecord | undefined {
      return users.get(uid);
    },
    /** Login by account: the account name or the phone (they are the same for phone sign-ups). */
    findByAccount(account: string): UserRecord | undefined {
      const uid = byPhone.get(account);
      if (uid !== undefined) return users.get(uid);
      for (const user of users.values()) if (user.account === account) return user;
      return undefined;
    },
    findByPhone(phone: string): UserRecord | undefined {
      const uid = byPhone.get(phone);
      return uid === undefined ? undefined : users.get(uid);
    },
    create(input: { phone: string; password: PasswordHash; zoneId: number; userType: string }): UserRecord {
      const uid = nextUid;
      return add({
        uid,
        account: input.phone,
        phone: input.phone,
        nickname: maskedPhone(input.phone),
        avatar: avatarPath(uid),
        password: input.password,
        nowMoney: 0,
        integral: 0,
        isSvip: 0,
        svipEndtime: null,
        zoneId: input.zoneId,
        userType: input.userType || 'pc',
        status: 1,
        createTime: formatDateTime(new Date(now())),
        companyId: null,
      });
    },
    company(id: number): CompanyRecord | undefined {
      return companies.get(id);
    },
    all(): UserRecord[] {
      return [...users.values()];
    },
  };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;
