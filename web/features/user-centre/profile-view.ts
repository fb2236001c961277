// What the 账户管理 page shows of GET /api/user (docs/mall-api.md §2.2).

export interface ProfileView {
  uid: number;
  nickname: string;
  avatar: string;
  phone: string;
}

export interface RawUser {
  uid?: unknown;
  nickname?: unknown;
  avatar?: unknown;
  phone?: unknown;
  now_money?: unknown;
  total_recharge?: unknown;
  total_consume?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function toProfileView(raw: RawUser): ProfileView {
  return { uid: Number(raw.uid) || 0, nickname: text(raw.nickname), avatar: text(raw.avatar), phone: text(raw.phone) };
}
