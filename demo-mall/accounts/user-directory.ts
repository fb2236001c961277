// Users and company accounts, in the database: seeded from DEMO_ACCOUNTS on first start, extended by registration.
import { companyRemittanceCode } from '#shared/company/remittance-codes.ts';
import { toFen } from '#shared/money.ts';
import type { Clock } from '../core/clock.ts';
import { formatDateTime } from '../core/envelope.ts';
import type { DemoMallDatabase } from '../db/database.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { hashPasswordSync, type PasswordHash } from './passwords.ts';

export interface UserRecord {
  uid: number;
  account: string;
  phone: string;
  nickname: string;
  avatar: string;
  password: PasswordHash;
  nowMoneyFen: number;
  integral: number;
  isSvip: number;
  svipEndtime: string | null;
  zoneId: number;
  userType: string;
  status: 0 | 1;
  createTime: string;
  companyId: number | null;
  /** unix seconds; tokens issued earlier are refused (set by a password change) */
  tokensValidFrom: number;
}

export interface CompanyRecord {
  id: number;
  name: string;
  ownerUid: number;
}

interface UserRow {
  uid: number;
  account: string;
  phone: string;
  nickname: string;
  avatar: string;
  password_salt: string;
  password_hash: string;
  now_money_fen: number;
  integral: number;
  is_svip: number;
  svip_endtime: string | null;
  zone_id: number;
  user_type: string;
  status: number;
  create_time: string;
  company_id: number | null;
  tokens_valid_from: number;
}

// Fixed dates keep every first start identical.
const SEED_CREATE_TIME = '2025-03-18 09:30:00';
const SVIP_ENDTIME = '2027-12-31 23:59:59';

// Hashed once per process: tests build many in-memory malls and need not pay scrypt for each.
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

function toRecord(row: UserRow): UserRecord {
  return {
    uid: row.uid,
    account: row.account,
    phone: row.phone,
    nickname: row.nickname,
    avatar: row.avatar,
    password: { salt: row.password_salt, hash: row.password_hash },
    nowMoneyFen: row.now_money_fen,
    integral: row.integral,
    isSvip: row.is_svip,
    svipEndtime: row.svip_endtime,
    zoneId: row.zone_id,
    userType: row.user_type,
    status: row.status === 1 ? 1 : 0,
    createTime: row.create_time,
    companyId: row.company_id,
    tokensValidFrom: row.tokens_valid_from,
  };
}

// A user's company is their membership's (docs/company-api.md §2), whatever their role or state.
const SELECT_USER = 'SELECT u.*, m.company_id FROM users u LEFT JOIN company_members m ON m.uid = u.uid';

/** The demo accounts (and their companies), written on the first start of a database. */
export function seedDemoAccounts(db: DemoMallDatabase): void {
  const insertUser = db.prepare(`
    INSERT INTO users (uid, account, phone, nickname, avatar, password_salt, password_hash, now_money_fen, integral,
                       is_svip, svip_endtime, zone_id, user_type, status, create_time)
    VALUES (@uid, @phone, @phone, @nickname, @avatar, @salt, @hash, @nowMoneyFen, @integral,
            @isSvip, @svipEndtime, @zoneId, 'pc', 1, @createTime)`);
  // Each company's permanent 汇款识别码 is set as it is created (ADR 0036).
  const insertCompany = db.prepare('INSERT INTO companies (company_id, name, owner_uid, remittance_code) VALUES (?, ?, ?, ?)');
  // The owner is the company's first 管理员 (docs/company-api.md §2).
  const insertOwner = db.prepare("INSERT INTO company_members (company_id, uid, role, status, join_time) VALUES (?, ?, 'admin', 1, ?)");
  for (const demo of DEMO_ACCOUNTS) {
    const { salt, hash } = demoHash(demo.uid, demo.password);
    insertUser.run({
      uid: demo.uid,
      phone: demo.phone,
      nickname: demo.nickname,
      avatar: avatarPath(demo.uid),
      salt,
      hash,
      nowMoneyFen: toFen(demo.nowMoney),
      integral: demo.integral,
      isSvip: demo.isSvip,
      svipEndtime: demo.isSvip ? SVIP_ENDTIME : null,
      zoneId: demo.zoneId,
      createTime: SEED_CREATE_TIME,
    });
    if (demo.company) {
      insertCompany.run(demo.company.id, demo.company.name, demo.uid, companyRemittanceCode(demo.company.id));
      insertOwner.run(demo.company.id, demo.uid, SEED_CREATE_TIME);
    }
  }
}

export function createUserDirectory(db: DemoMallDatabase, now: Clock) {
  const byUid = db.prepare(`${SELECT_USER} WHERE u.uid = ?`);
  const byPhone = db.prepare(`${SELECT_USER} WHERE u.phone = ?`);
  const byAccount = db.prepare(`${SELECT_USER} WHERE u.account = ?`);
  const companyById = db.prepare('SELECT company_id AS id, name, owner_uid AS ownerUid FROM companies WHERE company_id = ?');
  const insert = db.prepare(`
    INSERT INTO users (account, phone, nickname, avatar, password_salt, password_hash, zone_id, user_type, create_time)
    VALUES (@phone, @phone, @nickname, '', @salt, @hash, @zoneId, @userType, @createTime)`);
  const updateAvatar = db.prepare('UPDATE users SET avatar = ? WHERE uid = ?');
  const updatePassword = db.prepare('UPDATE users SET password_salt = ?, password_hash = ?, tokens_valid_from = ? WHERE uid = ?');
  const updateProfile = db.prepare('UPDATE users SET nickname = ?, avatar = ? WHERE uid = ?');
  // An account that was the old phone follows the phone, so the new number signs in and the old one does not.
  const updatePhone = db.prepare(
    'UPDATE users SET phone = @phone, account = CASE WHEN account = phone THEN @phone ELSE account END WHERE uid = @uid',
  );
  // The avatar path names the uid, so it is written in the same transaction once the uid is known.
  const insertUser = db.transaction((input: { phone: string; password: PasswordHash; zoneId: number; userType: string }): number => {
    const { lastInsertRowid } = insert.run({
      phone: input.phone,
      nickname: maskedPhone(input.phone),
      salt: input.password.salt,
      hash: input.password.hash,
      zoneId: input.zoneId,
      userType: input.userType || 'pc',
      createTime: formatDateTime(new Date(now())),
    });
    const uid = Number(lastInsertRowid);
    updateAvatar.run(avatarPath(uid), uid);
    return uid;
  });

  const read = (row: unknown): UserRecord | undefined => (row ? toRecord(row as UserRow) : undefined);
  const get = (uid: number): UserRecord | undefined => read(byUid.get(uid));

  return {
    get,
    /** Login by account: the phone or the account name (they are the same for phone sign-ups). */
    findByAccount(account: string): UserRecord | undefined {
      return read(byPhone.get(account)) ?? read(byAccount.get(account));
    },
    findByPhone(phone: string): UserRecord | undefined {
      return read(byPhone.get(phone));
    },
    /** The new user, or undefined when the phone was taken meanwhile (two sign-ups racing past the check). */
    create(input: { phone: string; password: PasswordHash; zoneId: number; userType: string }): UserRecord | undefined {
      try {
        return get(insertUser(input));
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return undefined;
        throw error;
      }
    },
    /** Also ends every session issued before this second (see TokensValidFrom in the login gate). */
    setPassword(uid: number, password: PasswordHash): void {
      updatePassword.run(password.salt, password.hash, Math.floor(now() / 1000), uid);
    },
    setProfile(uid: number, nickname: string, avatar: string): void {
      updateProfile.run(nickname, avatar, uid);
    },
    /** false when the phone (or an account of that name) belongs to someone else meanwhile */
    setPhone(uid: number, phone: string): boolean {
      try {
        updatePhone.run({ uid, phone });
        return true;
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return false;
        throw error;
      }
    },
    company(id: number): CompanyRecord | undefined {
      return companyById.get(id) as CompanyRecord | undefined;
    },
  };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;
