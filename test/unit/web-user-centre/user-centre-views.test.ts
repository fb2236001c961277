// Pure pieces of the user centre: ledger tabs and rows, history grouping, the avatar file rule and crop, the
// profile and phone schemas, and the demo mall's bill filter and clearing rule.
import { describe, expect, it } from 'vitest';
import { ChangePhoneInputSchema, firstIssueMessage, ProfileInputSchema } from '#shared/schemas/auth-schemas.ts';
import { avatarFileProblem, centreSquare } from '#shared/schemas/user-centre-schemas.ts';
import { billFilter, pointsClearing } from '../../../demo-mall/trade/bill-routes.ts';
import { groupHistoryByDay } from '../../../web/features/user-centre/history-view.ts';
import { balanceHref, balanceTabOf, ledgerPageOf, toLedgerPage, toLedgerRow } from '../../../web/features/user-centre/ledger-view.ts';

describe('balance tabs and pages', () => {
  it('reads the tab and page from the query, defaulting to 账单明细 page 1', () => {
    expect(balanceTabOf(undefined)).toBe('0');
    expect(balanceTabOf('2')).toBe('2');
    expect(balanceTabOf('7')).toBe('0');
    expect(ledgerPageOf('3')).toBe(3);
    expect(ledgerPageOf('-1')).toBe(1);
    expect(ledgerPageOf('2.5')).toBe(1);
  });

  it('writes hrefs with only the parts that differ from the default', () => {
    expect(balanceHref('0')).toBe('/user/balance');
    expect(balanceHref('1', 2)).toBe('/user/balance?type=1&page=2');
    expect(balanceHref('2', 1)).toBe('/user/balance?type=2');
  });
});

describe('ledger rows', () => {
  it('signs money and points by pm', () => {
    expect(toLedgerRow({ bill_id: 3, pm: 0, title: '购买商品', number: '12.5', create_time: 't' }, 'money')).toMatchObject({
      amount: '-12.50',
      income: false,
    });
    expect(toLedgerRow({ bill_id: 4, pm: 1, number: 30 }, 'points').amount).toBe('+30');
  });

  it('survives a missing or odd answer', () => {
    expect(toLedgerPage(null, 'money')).toEqual({ total: 0, rows: [] });
    expect(toLedgerPage({ count: '2', list: 'x' }, 'money')).toEqual({ total: 2, rows: [] });
  });
});

describe('browsing history by day', () => {
  it('groups consecutive entries of a day and drops entries whose product is gone', () => {
    const list = [
      { history_id: 3, product_id: 1, update_time: '2026-11-23 10:00:00', spu: { store_name: 'A', image: '/a.png', price: '1' } },
      { history_id: 2, product_id: 2, update_time: '2026-11-23 09:00:00', spu: null },
      {
        history_id: 1,
        product_id: 3,
        update_time: '2026-11-22 18:00:00',
        spu: { store_name: 'C', image: '/c.png', price: '2.5', svip_price: '2.20' },
      },
    ];
    const days = groupHistoryByDay(list, { loggedIn: true, svip: false });
    expect(days.map((day) => [day.day, day.items.map((item) => item.name)])).toEqual([
      ['2026-11-23', ['A']],
      ['2026-11-22', ['C']],
    ]);
    expect(days[1]?.items[0]?.price).toBe('2.50');
    // an SVIP buyer sees the price they pay (shared/pricing/shown-price.ts)
    expect(groupHistoryByDay(list, { loggedIn: true, svip: true })[1]?.items[0]?.price).toBe('2.20');
  });
});

describe('the avatar picture', () => {
  it('takes jpg and png up to 2 MB and refuses the rest clearly', () => {
    expect(avatarFileProblem({ name: 'a.png', type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(avatarFileProblem({ name: 'a.jpg', type: '', size: 10 })).toBeNull();
    expect(avatarFileProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('头像只能是jpg/png格式的图片');
    expect(avatarFileProblem({ name: 'a.txt', type: 'text/plain', size: 10 })).toBe('头像只能是jpg/png格式的图片');
    expect(avatarFileProblem({ name: 'a.png', type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('头像大小不能超过2MB');
  });

  it('crops the centred square', () => {
    expect(centreSquare(400, 300)).toEqual({ sx: 50, sy: 0, side: 300 });
    expect(centreSquare(300, 501)).toEqual({ sx: 0, sy: 100, side: 300 });
  });
});

describe('profile and phone schemas', () => {
  it('answers the Chinese messages', () => {
    expect(firstIssueMessage(ProfileInputSchema, { nickname: ' ' })).toBe('请输入昵称');
    expect(firstIssueMessage(ProfileInputSchema, { nickname: '一'.repeat(17) })).toBe('昵称不能超过16个字符');
    expect(firstIssueMessage(ProfileInputSchema, { nickname: '一'.repeat(16) })).toBeNull();
    expect(firstIssueMessage(ProfileInputSchema, { avatar: '/etc/passwd' })).toBe('请上传头像');
    expect(firstIssueMessage(ProfileInputSchema, {})).toBe('请输入昵称');
    expect(firstIssueMessage(ChangePhoneInputSchema, { phone: '', sms_code: '1' })).toBe('请输入手机号码');
    expect(firstIssueMessage(ChangePhoneInputSchema, { phone: '13900000000', sms_code: '1-2' })).toBe('请输入正确的验证码');
  });
});

describe('the demo mall ledger rules', () => {
  it('filters bills by type: 1 spending, 2 income, anything else all', () => {
    const rows = [{ pm: 0 }, { pm: 1 }, { pm: 0 }];
    expect(rows.filter(billFilter('1'))).toHaveLength(2);
    expect(rows.filter(billFilter(2))).toHaveLength(1);
    expect(rows.filter(billFilter(undefined))).toHaveLength(3);
  });

  it('clears at most the points still held that were earned before this year', () => {
    expect(pointsClearing(100, 40)).toEqual({ nextClearDay: '12月31日', status: true, nextClearIntegral: 40 });
    expect(pointsClearing(10, 40).nextClearIntegral).toBe(10);
  });
});
