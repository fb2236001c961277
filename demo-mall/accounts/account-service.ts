// The accounts module's service: users and company accounts (database), login answers, and the short-lived
// SMS outbox, QR keys and captchas (memory: they live minutes, and a restart only asks for a new code).
// Other modules use principalExists (login gate), checkSmsCode (settlement) and checkImageCaptcha (catalogue).
import { MEMBER_DISABLED_MESSAGE, NOT_A_MEMBER_MESSAGE } from '#shared/company/company-roles.ts';
import { systemClock, type Clock } from '../core/clock.ts';
import type { PrincipalKind } from '../core/login-gate.ts';
import type { DemoMallDatabase } from '../db/database.ts';
import { createAccountFlows, type Outcome } from './account-flows.ts';
import { createBuyerPurse } from './buyer-purse.ts';
import { isQrConfirmable } from './demo-accounts.ts';
import { createCaptchaStore, isCaptchaType, type CaptchaType } from './captcha/captcha-store.ts';
import { createImageCaptchaStore } from './captcha/image-captcha-store.ts';
import { createLoginAttempts } from './login-attempts.ts';
import { createMemberStandings } from './member-standing.ts';
import { createPurseTotals } from './purse-totals.ts';
import { createQrLogins, QR_TIMEOUT_SECONDS } from './qr-login.ts';
import { createSmsOutbox, isSmsType } from './sms-outbox.ts';
import type { TokenSigner } from './tokens.ts';
import { createUserDirectory } from './user-directory.ts';
import { loginUser, userInfo, type UserCounters } from './user-shapes.ts';
import { phoneProblem } from './validation.ts';

export interface AccountServiceDeps {
  db: DemoMallDatabase;
  signer: TokenSigner;
  printSms: boolean;
  /** Milliseconds clock; tests inject one to expire QR keys, codes and lockouts. */
  now?: Clock;
}

/** The company part of a login answer and GET /api/company/token (docs/company-api.md §2.1). */
export interface CompanyAnswer {
  token: string;
  user: { company_id: number; name: string };
  role: string;
  role_name: string;
}

export interface LoginAnswer {
  token: string;
  exp: number;
  expires_time: number;
  user: ReturnType<typeof loginUser>;
  company?: CompanyAnswer;
}

export type QrPoll = { status: 200; answer: LoginAnswer } | { status: 201 } | { status: 400 };

export function createAccountService(deps: AccountServiceDeps) {
  const now = deps.now ?? systemClock;
  const nowSeconds = () => Math.floor(now() / 1000);
  const users = createUserDirectory(deps.db, now);
  const attempts = createLoginAttempts(deps.db, now);
  const sms = createSmsOutbox({ now, print: deps.printSms });
  const qr = createQrLogins(now);
  const captchas = createCaptchaStore(now);
  const imageCaptchas = createImageCaptchaStore(now);
  const flows = createAccountFlows({ users, attempts, sms });
  const purses = createBuyerPurse(deps.db);
  const totals = createPurseTotals(deps.db);
  const standings = createMemberStandings(deps.db);

  /** An active member's company token, naming the member (docs/company-api.md §1.2); null for anyone else. */
  function companyAnswer(uid: number): CompanyAnswer | null {
    const standing = standings.of(uid);
    if (standing?.status !== 1) return null;
    return {
      token: deps.signer.issue(standing.companyId, 'company', nowSeconds(), uid).token,
      user: { company_id: standing.companyId, name: standing.companyName },
      role: standing.role,
      role_name: standing.roleName,
    };
  }

  function issueLoginAnswer(uid: number): LoginAnswer {
    const user = users.get(uid);
    if (!user) throw new Error(`unknown uid ${uid}`);
    const answer: LoginAnswer = { ...deps.signer.issue(uid, 'user', nowSeconds()), user: loginUser(user) };
    const company = companyAnswer(uid);
    if (company) answer.company = company;
    return answer;
  }

  const toAnswer = (outcome: Outcome<{ uid: number }>): Outcome<LoginAnswer> =>
    outcome.ok ? { ok: true, value: issueLoginAnswer(outcome.value.uid) } : outcome;

  /**
   * The user behind a principal: the uid itself, or for a company token the member using it (the company's
   * owner for tokens issued before members existed).
   */
  function ownerUid(kind: PrincipalKind, id: number, memberUid?: number): number | null {
    if (kind === 'user') return users.get(id) ? id : null;
    if (!users.company(id)) return null;
    const uid = standings.tokenUser(id, memberUid);
    return uid !== null && users.get(uid) ? uid : null;
  }

  return {
    principalExists(kind: PrincipalKind, id: number, memberUid?: number): boolean {
      const uid = ownerUid(kind, id, memberUid);
      return uid !== null && users.get(uid)?.status === 1;
    },
    /** false for a token (`iat`, unix seconds) issued before its user's last password change */
    issuedAfterPasswordChange(kind: PrincipalKind, id: number, iat: number, memberUid?: number): boolean {
      const uid = ownerUid(kind, id, memberUid);
      const user = uid === null ? undefined : users.get(uid);
      return user !== undefined && iat >= user.tokensValidFrom;
    },
    ownerUid,
    issueLoginAnswer,
    /** The login gate's membership check on company tokens (docs/company-api.md §1.2, §2.2). */
    memberRefusal: (companyId: number, memberUid?: number) => standings.refusal(companyId, memberUid),

    login: async (account: string, password: string) => toAnswer(await flows.login(account, password)),
    smsLogin: async (phone: string, code: string, userType: string) => toAnswer(await flows.smsLogin(phone, code, userType)),
    register: async (input: { phone: string; code: string; pwd: string; zoneId: string; userType: string }) =>
      toAnswer(await flows.register(input)),
    async changePassword(input: { phone: string; code: string; pwd: string; confirm: string }): Promise<Outcome<null>> {
      const outcome = await flows.changePassword(input);
      return outcome.ok ? { ok: true, value: null } : outcome;
    },

    /** GET /api/company/token: the caller's own membership token, or the refusal of docs/company-api.md §1.2. */
    companyFor(kind: PrincipalKind, id: number, memberUid?: number): Outcome<CompanyAnswer> {
      const uid = ownerUid(kind, id, memberUid);
      const standing = uid === null ? null : standings.of(uid);
      if (uid === null || !standing) return { ok: false, message: NOT_A_MEMBER_MESSAGE };
      const answer = companyAnswer(uid);
      return answer ? { ok: true, value: answer } : { ok: false, message: MEMBER_DISABLED_MESSAGE };
    },
    /**
     * GET /api/user for a principal: the user; for a company token its owner (so either token gets a user) with
     * the company's own balance and points, the purse a company order is paid from.
     */
    principalInfo(principal: { kind: PrincipalKind; id: number; key: string; memberUid?: number }, counters: Partial<UserCounters> = {}) {
      const uid = ownerUid(principal.kind, principal.id, principal.memberUid);
      const user = uid === null ? undefined : users.get(uid);
      if (!user) return null;
      const sums = totals.of(principal.key);
      if (principal.kind !== 'company') return userInfo(user, counters, undefined, sums);
      return userInfo(user, counters, purses.read(principal.key) ?? { balanceFen: 0, points: 0 }, sums);
    },
    /** POST /api/user/change/info: the fields the caller sent replace the stored ones. */
    changeProfile(uid: number, input: { nickname?: string; avatar?: string }): Outcome<null> {
      const user = users.get(uid);
      if (!user) return { ok: false, message: '用户不存在' };
      users.setProfile(uid, input.nickname ?? user.nickname, input.avatar ?? user.avatar);
      return { ok: true, value: null };
    },
    /** POST /api/user/change/phone: the code went to the new phone, which nobody else may hold. */
    changePhone(uid: number, phone: string, code: string): Outcome<null> {
      const problem = phoneProblem(phone);
      if (problem) return { ok: false, message: problem };
      if (!code) return { ok: false, message: '短信验证码不能为空' };
      const user = users.get(uid);
      if (!user) return { ok: false, message: '用户不存在' };
      if (user.phone === phone) return { ok: false, message: '新手机号不能与原手机号相同' };
      if (users.findByAccount(phone)) return { ok: false, message: '手机号已被使用' };
      if (!sms.check(phone, code, 'change_phone')) return { ok: false, message: '验证码不正确' };
      return users.setPhone(uid, phone) ? { ok: true, value: null } : { ok: false, message: '手机号已被使用' };
    },
    nicknameOf(uid: number): string | null {
      return users.get(uid)?.nickname ?? null;
    },

    /** POST /api/auth/verify: the captcha is checked again (and consumed) before any code is sent. */
    sendSmsCode(input: { phone: string; type: string; captchaType: string; captchaVerification: string }): Outcome<null> {
      const problem = phoneProblem(input.phone);
      if (problem) return { ok: false, message: problem };
      if (input.captchaType && !isCaptchaType(input.captchaType)) {
        return { ok: false, message: `captchaType参数不正确：${input.captchaType}` };
      }
      const expected = input.captchaType ? (input.captchaType as CaptchaType) : undefined;
      const checked = captchas.verify(input.captchaVerification, expected);
      if (checked === 'unknown-token') return { ok: false, message: '参数校验失败：token' };
      if (checked !== 'ok') return { ok: false, message: '验证失败！' };
      const type = input.type || 'login';
      if (!isSmsType(type)) return { ok: false, message: '短信类型错误' };
      const sent = sms.send(input.phone, type);
      return sent.ok ? { ok: true, value: null } : sent;
    },
    /** True once for a matching, unexpired code of that type (the code is consumed). */
    checkSmsCode(phone: string, code: string, type = 'login'): boolean {
      return sms.check(phone, code, type);
    },
    latestSms: (phone: string) => sms.latest(phone),
    forgetSmsInterval: (phone: string) => sms.forgetInterval(phone),
    smsOutbox: () => sms.list(),
    /** The company invitation SMS (docs/company-api.md §2.2); /demo/sms shows it. */
    sendCompanyInvite: (phone: string, text: string) => {
      sms.notify(phone, 'company_invite', text);
    },

    createBlockPuzzle: () => captchas.createBlockPuzzle(),
    createClickWord: () => captchas.createClickWord(),
    checkCaptcha: (token: string, pointJson: unknown, type?: CaptchaType) => captchas.check(token, pointJson, type),
    captchaAnswer: (token: string) => captchas.answer(token),

    createImageCaptcha: () => imageCaptchas.create(),
    checkImageCaptcha: (key: string, code: string) => imageCaptchas.check(key, code),
    imageCaptchaAnswer: (key: string) => imageCaptchas.answer(key),

    createQrLogin(): { timeout: number; key: string; qrcode: string } {
      const key = qr.create();
      return { timeout: QR_TIMEOUT_SECONDS, key, qrcode: `/demo/qr-login?key=${key}` };
    },
    isQrKeyPending: (key: string) => qr.isPending(key),
    /** Only a pending key, and only as a demo account the confirm page lists: never any other user id. */
    confirmQrLogin(key: string, uid: number): boolean {
      return isQrConfirmable(uid) && users.get(uid)?.status === 1 && qr.confirm(key, uid);
    },
    pollQrLogin(key: string): QrPoll {
      const state = qr.poll(key);
      if (state.state === 'pending') return { status: 201 };
      if (state.state === 'invalid' || users.get(state.uid)?.status !== 1) return { status: 400 };
      return { status: 200, answer: issueLoginAnswer(state.uid) };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
