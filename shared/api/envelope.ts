// The JSON envelope shared by the mall, the BFF and the browser: {status, message, data?, code?}.
import type { CompanyRole } from '../company/company-roles.ts';
import type { AccountEntity } from '../constants.ts';

export interface ApiEnvelope<T = unknown> {
  status: number;
  message: string;
  data?: T;
  /** BFF-added machine code for errors, e.g. LOGIN_EXPIRED, UPSTREAM_TIMEOUT, CSRF */
  code?: BffErrorCode;
}

export const BFF_ERROR_CODES = [
  'LOGIN_EXPIRED',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_BAD_RESPONSE',
  'UPSTREAM_TOO_LARGE',
  'CSRF',
  'RATE_LIMITED',
  'VALIDATION',
  'PAYLOAD_TOO_LARGE',
  'BAD_JSON',
  'BAD_PATH',
  'NOT_FOUND',
  'INTERNAL',
  'BODY_TIMEOUT',
  'BUSY',
] as const;
export type BffErrorCode = (typeof BFF_ERROR_CODES)[number];

export const LOGIN_EXPIRED_MESSAGE = '登录已失效，请重新登录';
export const RATE_LIMITED_MESSAGE = '操作过于频繁，请稍后再试';

/** The public part of a user that may reach the browser (never a token). */
export interface PublicUser {
  uid: number;
  nickname: string;
  avatar: string;
  phone?: string;
  is_svip: number;
  now_money?: string;
  integral?: number;
  total_unread?: number;
}

export interface SessionView {
  loggedIn: boolean;
  entity: AccountEntity;
  hasCompany: boolean;
  companyName: string | null;
  /**
   * The visitor's role in their company (docs/company-api.md §1.3), which the user-centre menu and the company
   * pages' guard follow; null without a company account, for a disabled membership, or when it cannot be read.
   */
  companyRole: CompanyRole | null;
  user: PublicUser | null;
}
