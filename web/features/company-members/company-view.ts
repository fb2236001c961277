// The company pages' view objects (docs/user-centre.md): small records mapped on the server from the mall's
// answers (docs/company-api.md §2), so raw records never reach the browser.
import type { CompanyProfileInput } from '#shared/company/company-member-form-rules.ts';
import { COMPANY_ROLE_NAMES, type CompanyRole, isCompanyRole } from '#shared/company/company-roles.ts';

export const MEMBERS_PAGE_SIZE = 10;

export type VerifyState = 'pending' | 'verified' | 'failed';

export interface CompanyProfileView {
  profile: CompanyProfileInput;
  state: VerifyState;
  stateName: string;
  failReason: string;
  submitTime: string;
  verifyTime: string;
}

export interface MemberView {
  uid: number;
  nickname: string;
  phone: string;
  role: CompanyRole;
  roleName: string;
  active: boolean;
  statusName: string;
  joinTime: string;
  isSelf: boolean;
}

export interface MembersPage {
  total: number;
  rows: MemberView[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const STATES: Record<number, VerifyState> = { 0: 'pending', 1: 'verified', 2: 'failed' };
const STATE_NAMES: Record<VerifyState, string> = { pending: '待认证', verified: '已认证', failed: '认证失败' };

export function toProfileView(raw: Record<string, unknown>): CompanyProfileView {
  const state = STATES[Number(raw.status)] ?? 'pending';
  return {
    profile: {
      name: text(raw.name),
      credit_code: text(raw.credit_code),
      legal_person: text(raw.legal_person),
      address: text(raw.address),
      contact_name: text(raw.contact_name),
      contact_phone: text(raw.contact_phone),
      license_image: text(raw.license_image),
    },
    state,
    stateName: text(raw.status_name) || STATE_NAMES[state],
    failReason: state === 'failed' ? text(raw.fail_reason) : '',
    submitTime: text(raw.submit_time),
    verifyTime: text(raw.verify_time),
  };
}

export function toMembersPage(raw: { count?: unknown; list?: unknown }): MembersPage {
  const list = Array.isArray(raw.list) ? (raw.list as Record<string, unknown>[]) : [];
  return {
    total: Number(raw.count) || 0,
    rows: list
      .filter((row) => isCompanyRole(row.role))
      .map((row) => {
        const role = row.role as CompanyRole;
        return {
          uid: Number(row.uid) || 0,
          nickname: text(row.nickname),
          phone: text(row.phone),
          role,
          roleName: text(row.role_name) || COMPANY_ROLE_NAMES[role],
          active: Number(row.status) === 1,
          statusName: text(row.status_name) || (Number(row.status) === 1 ? '正常' : '已停用'),
          joinTime: text(row.join_time),
          isSelf: row.is_self === true,
        };
      }),
  };
}

export function membersPageOf(value: unknown): number {
  const page = Number.parseInt(text(Array.isArray(value) ? value[0] : value), 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}
