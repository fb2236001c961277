// The member-invitation SMS (docs/company-api.md §2.2): at most 10 texts per company in any hour and 3 per phone
// in any 24 hours, refused with a clear message and without adding the member; the text is the platform's own
// words, naming the company only once it is verified and never the inviter.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  COMPANY_MEMBER_MESSAGES as M,
  INVITE_SMS_PER_COMPANY_PER_HOUR,
  INVITE_SMS_PER_PHONE_PER_DAY,
} from '#shared/schemas/company-members-schemas.ts';
import { COMPANY_PROFILE, invite, memberToken, registerUser } from './company-members-helpers.ts';
import { tradeMallPerTest } from '../../helpers/mall/malls.ts';

const HOUR = 3_600_000;
const FORGED_NAME = '中国工商银行股份有限公司';

const mall = tradeMallPerTest();
let admin: string;

beforeEach(() => {
  admin = memberToken(mall.context, 1, 2);
});

const invites = () => mall.context.accounts.smsOutbox().filter((sms) => sms.type === 'company_invite');
const memberUids = () =>
  (mall.context.db.prepare('SELECT uid FROM company_members WHERE company_id = 1').all() as { uid: number }[]).map((row) => row.uid);

describe('invitation limits', () => {
  it(`a phone gets at most ${INVITE_SMS_PER_PHONE_PER_DAY} invitations in 24 hours, however often it is removed and invited again`, async () => {
    const { uid } = await registerUser(mall.app, '13900000851');
    for (let sent = 0; sent < INVITE_SMS_PER_PHONE_PER_DAY; sent += 1) {
      expect((await invite(mall.app, admin, '13900000851', 'buyer')).message).toBe(M.invited);
      expect((await mall.post(`/api/company/member/delete/${uid}`, {}, admin)).message).toBe('移除成功');
    }
    expect(await invite(mall.app, admin, '13900000851', 'buyer')).toEqual({ status: 400, message: M.invitePhoneLimit });
    expect(memberUids()).not.toContain(uid);
    expect(invites()).toHaveLength(INVITE_SMS_PER_PHONE_PER_DAY);

    mall.advance(24 * HOUR);
    expect((await invite(mall.app, admin, '13900000851', 'buyer')).message).toBe(M.invited);
    expect(memberUids()).toContain(uid);
  });

  it(`a company sends at most ${INVITE_SMS_PER_COMPANY_PER_HOUR} invitations in an hour`, async () => {
    const phones = Array.from({ length: INVITE_SMS_PER_COMPANY_PER_HOUR + 1 }, (_, i) => `139000009${String(i).padStart(2, '0')}`);
    for (const phone of phones) await registerUser(mall.app, phone);
    for (const phone of phones.slice(0, INVITE_SMS_PER_COMPANY_PER_HOUR)) {
      expect((await invite(mall.app, admin, phone, 'viewer')).message, phone).toBe(M.invited);
    }
    const last = phones[INVITE_SMS_PER_COMPANY_PER_HOUR] ?? '';
    expect(await invite(mall.app, admin, last, 'viewer')).toEqual({ status: 400, message: M.inviteCompanyLimit });
    expect(invites()).toHaveLength(INVITE_SMS_PER_COMPANY_PER_HOUR);
    // over the limit, the limit is answered first, whatever else is wrong with the invitation
    expect((await invite(mall.app, admin, '13900000799', 'viewer')).message).toBe(M.inviteCompanyLimit);

    mall.advance(HOUR);
    expect((await invite(mall.app, admin, last, 'viewer')).message).toBe(M.invited);
  });

  it('an invitation refused before any text (unregistered phone) does not use up the phone’s allowance', async () => {
    for (let tries = 0; tries < INVITE_SMS_PER_PHONE_PER_DAY + 2; tries += 1) {
      expect((await invite(mall.app, admin, '13900000852', 'buyer')).message).toBe(M.phoneNotRegistered);
    }
    await registerUser(mall.app, '13900000852');
    expect((await invite(mall.app, admin, '13900000852', 'buyer')).message).toBe(M.invited);
    expect(invites()).toHaveLength(1);
  });
});

describe('invitation wording', () => {
  it('names a verified company and the role, never the inviter', async () => {
    await registerUser(mall.app, '13900000853');
    expect((await invite(mall.app, admin, '13900000853', 'finance')).message).toBe(M.invited);
    const text = invites()[0]?.text ?? '';
    expect(text).toBe(
      '【B2B商城】您已被添加为企业「上海东联工业设备有限公司」的成员，角色：财务。登录商城后切换为企业身份即可使用；如非本人操作，请忽略本短信。',
    );
    expect(text).not.toContain('李经理');
  });

  it('does not name a company whose profile waits for verification: a resubmitted name cannot be borrowed', async () => {
    const resubmitted = { ...COMPANY_PROFILE, name: FORGED_NAME };
    expect((await mall.post('/api/company/info', resubmitted, admin)).message).toBe(M.submitted);
    await registerUser(mall.app, '13900000854');
    expect((await invite(mall.app, admin, '13900000854', 'viewer')).message).toBe(M.invited);
    const text = invites()[0]?.text ?? '';
    expect(text).toContain('您已被添加为一个企业账号的成员，角色：只读');
    expect(text).not.toContain(FORGED_NAME);
    expect(text).not.toContain('上海东联');
  });
});
