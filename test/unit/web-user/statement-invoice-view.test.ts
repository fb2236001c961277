// The pure pieces of 集中开票 and 待我确认 on 我的发票 (docs/company-api.md §12): the request form prefilled from the
// company's invoice profile and checked in the mall's words, the download links, and 待我确认 listed first.
import { describe, expect, it } from 'vitest';
import {
  downloadHref,
  EMPTY_PROFILE,
  type RawConfirmation,
  requestFormError,
  requestFormOf,
  waitingFirst,
} from '#web/features/statement-invoices/statement-invoice-view.ts';

const PROFILE = {
  title: '上海东联工业设备有限公司',
  tax_no: '91310115MA1K4L7Q29',
  address: '上海市浦东新区张江路 1888 号',
  phone: '021-58880000',
  bank_name: '',
  bank_account: '',
  saved: false,
};

describe('the 集中开票 request form', () => {
  it('starts from the profile as a 专票, offering to save an unsaved profile for every store', () => {
    const form = requestFormOf(PROFILE);
    expect(form).toMatchObject({ kind: 'special', title: PROFILE.title, tax_no: PROFILE.tax_no, save_profile: true });
    expect(requestFormOf({ ...PROFILE, saved: true }).save_profile).toBe(false);
    expect(requestFormOf(EMPTY_PROFILE).title).toBe('');
  });

  it('asks a 专票 for the bank details and a 普票 only for the title and tax number', () => {
    const form = requestFormOf(PROFILE);
    expect(requestFormError(form)).toBe('开具专票请填写地址、电话、开户银行和银行账号');
    expect(requestFormError({ ...form, kind: 'normal' })).toBeNull();
    expect(requestFormError({ ...form, bank_name: '工行张江支行', bank_account: '1001' })).toBeNull();
    expect(requestFormError({ ...form, kind: 'normal', title: ' ' })).toBe('请填写发票抬头（不超过 100 个字）');
    const taxNoWrong = '请填写正确的纳税人识别号（18 位统一社会信用代码须校验位正确，旧税号为 15、17 或 20 位）';
    expect(requestFormError({ ...form, kind: 'normal', tax_no: '123' })).toBe(taxNoWrong);
    // 18 characters of the right shape whose check character is wrong: an ERP would refuse it
    expect(requestFormError({ ...form, kind: 'normal', tax_no: '91310115MA1K4L7Q28' })).toBe(taxNoWrong);
  });
});

describe('downloads and 待我确认', () => {
  it('links the files through the BFF', () => {
    expect(downloadHref(12, 'pdf')).toBe('/api/company/invoice/download/12?type=pdf');
    expect(downloadHref(12, 'xml')).toBe('/api/company/invoice/download/12?type=xml');
  });

  it('lists the waiting ones first, nearest deadline first, then the decided ones as they came', () => {
    const row = (id: number, status: number, expire: string) => ({ confirmation_id: id, status, expire_time: expire }) as RawConfirmation;
    const ordered = waitingFirst([
      row(1, 1, '2026-11-20 10:00:00'),
      row(2, 0, '2026-11-30 10:00:00'),
      row(3, 0, '2026-11-29 09:00:00'),
      row(4, 3, ''),
    ]);
    expect(ordered.map((entry) => entry.confirmation_id)).toEqual([3, 2, 1, 4]);
  });
});
