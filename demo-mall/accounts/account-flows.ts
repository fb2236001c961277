// The account rules behind login, SMS login, registration and password reset, as CRMEB answers them.
import { randomBytes } from 'node:crypto';
import type { LoginAttempts } from './login-attempts.ts';
import { hashPassword, hashPasswordSync, verifyPassword } from './passwords.ts';
import type { SmsOutbox } from './sms-outbox.ts';
import type { UserDirectory, UserRecord } from './user-directory.ts';
import { isStrongPassword, phoneProblem, STRONG_PASSWORD_MESSAGE } from './validation.ts';
import { findZone } from '../platform/zones.ts';

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

export const TOO_MANY_FAILURES = '账号或密码错误次数太多，请稍后在尝试';

// Unknown accounts still pay for one scrypt, so timing does not reveal which accounts exist.
const DUMMY_HASH = hashPasswordSync(randomBytes(12).toString('hex'));

interface FlowDeps {
  users: UserDirectory;
  attempts: LoginAttempts;
  sms: SmsOutbox;
}

const failure = (message: string): { ok: false; message: string } => ({ ok: false, message });

function usable(user: UserRecord): Outcome<UserRecord> {
  return user.status === 1 ? { ok: true, value: user } : failure('账号已被禁用');
}

export function createAccountFlows({ users, attempts, sms }: FlowDeps) {
  return {
    async login(account: string, password: string): Promise<Outcome<UserRecord>> {
      if (!account) return failure('请输入账号');
      if (!password) return failure('请输入密码');
      if (attempts.isLocked(account)) return failure(TOO_MANY_FAILURES);
      const user = users.findByAccount(account);
      const matches = await verifyPassword(password, user?.password ?? DUMMY_HASH);
      if (!user || !matches) {
        const remaining = attempts.fail(account);
        if (remaining === 0) return failure(TOO_MANY_FAILURES);
        return failure(remaining <= 3 ? `账号或密码错误,还可尝试${remaining}次` : '账号或密码错误');
      }
      attempts.reset(account);
      return usable(user);
    },

    /** Unknown phones are registered on the spot with a random password, as CRMEB does. */
    async smsLogin(phone: string, code: string, userType: string): Promise<Outcome<UserRecord>> {
      const problem = phoneProblem(phone);
      if (problem) return failure(problem);
      if (!code) return failure('短信验证码不能为空');
      if (!sms.check(phone, code, 'login')) return failure('验证码不正确');
      const existing = users.findByPhone(phone);
      if (existing) return usable(existing);
      const password = await hashPassword(randomBytes(12).toString('hex'));
      // Another request may have registered the phone while the hash was computed: log that user in.
      const created = users.create({ phone, password, zoneId: 0, userType }) ?? users.findByPhone(phone);
      return created ? usable(created) : failure('用户不存在');
    },

    async register(input: { phone: string; code: string; pwd: string; zoneId: string; userType: string }): Promise<Outcome<UserRecord>> {
      const problem = phoneProblem(input.phone);
      if (problem) return failure(problem);
      if (!input.code) return failure('短信验证码不能为空');
      if (!input.pwd) return failure('请输入密码');
      if (!isStrongPassword(input.pwd)) return failure(STRONG_PASSWORD_MESSAGE);
      const zone = /^\d+$/.test(input.zoneId) ? findZone(Number(input.zoneId)) : undefined;
      if (!zone) return failure('请选择所属园区公司');
      if (users.findByPhone(input.phone)) return failure('用户已存在');
      // The form may have asked for a 'register' code or a plain 'login' one.
      if (!sms.check(input.phone, input.code, 'register') && !sms.check(input.phone, input.code, 'login')) {
        return failure('验证码不正确');
      }
      const password = await hashPassword(input.pwd);
      const created = users.create({ phone: input.phone, password, zoneId: zone.group_data_id, userType: input.userType });
      return created ? { ok: true, value: created } : failure('用户已存在');
    },

    async changePassword(input: { phone: string; code: string; pwd: string; confirm: string }): Promise<Outcome<UserRecord>> {
      const problem = phoneProblem(input.phone);
      if (problem) return failure(problem);
      if (!input.code) return failure('短信验证码不能为空');
      if (!input.pwd) return failure('请输入密码');
      if (input.pwd.length < 6) return failure('密码长度不能小于 6');
      if (input.pwd.length > 16) return failure('密码长度不能超过 16');
      if (input.pwd !== input.confirm) return failure('两次密码不一致');
      const user = users.findByPhone(input.phone);
      if (!user) return failure('用户不存在');
      if (!sms.check(input.phone, input.code, 'change_pwd')) return failure('验证码不正确');
      users.setPassword(user.uid, await hashPassword(input.pwd));
      // A reset password also lifts a lockout on that account.
      attempts.reset(user.account);
      attempts.reset(user.phone);
      return { ok: true, value: user };
    },
  };
}
