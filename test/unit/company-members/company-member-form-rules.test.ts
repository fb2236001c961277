// The zod-free rules of the company profile and member bodies (shared/company/company-member-form-rules.ts): every
// message once, with the field it belongs to, and the values as the BFF forwards them.
import { describe, expect, it } from 'vitest';
import { checkInvite, checkMemberStatus, checkProfile, checkRole, ROLE_CHOICES } from '#shared/company/company-member-form-rules.ts';
import { COMPANY_ROLES } from '#shared/company/company-roles.ts';

const GOOD = {
  name: '苏州恒泰精密机械有限公司',
  credit_code: '91320505MA1NXT3R5T',
  legal_person: '陈志强',
  address: '江苏省苏州市高新区竹园路 209 号',
  contact_name: '陈工',
  contact_phone: '0512-66881234',
  license_image: '/api/demo-assets/upload/0123456789abcdef01234567.png',
};

const refused = (input: unknown) => {
  const checked = checkProfile(input);
  return checked.ok ? null : { field: checked.field, message: checked.message };
};

describe('checkProfile', () => {
  it('keeps a complete profile trimmed, with the credit code upper-cased', () => {
    expect(checkProfile({ ...GOOD, name: ` ${GOOD.name} `, credit_code: '91110000600037341l', extra: 1 })).toEqual({
      ok: true,
      value: { ...GOOD, credit_code: '91110000600037341L' },
    });
    expect(checkProfile({ ...GOOD, contact_phone: 13800000003 }).ok).toBe(true);
    expect(refused({ ...GOOD, contact_phone: '0512-66881234-8001' })).toBeNull();
    expect(refused({ ...GOOD, license_image: 'https://img.example.com/licence.jpg' })).toBeNull();
  });

  it('names every field with its message, in the order of §2.3', () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: null }, 'name', '企业名称不能为空'],
      [{ name: '企'.repeat(51) }, 'name', '企业名称长度不能超过 50'],
      [{ credit_code: ['91320505MA1NXT3R5T'] }, 'credit_code', '统一社会信用代码不能为空'],
      [{ credit_code: '91320505MA1NXT3R5A' }, 'credit_code', '统一社会信用代码格式不正确'],
      [{ legal_person: '  ' }, 'legal_person', '法定代表人不能为空'],
      [{ legal_person: '陈'.repeat(101) }, 'legal_person', '法定代表人不能为空'],
      [{ address: undefined }, 'address', '企业地址不能为空'],
      [{ address: '路'.repeat(201) }, 'address', '企业地址不能为空'],
      [{ contact_name: '' }, 'contact_name', '联系人不能为空'],
      [{ contact_phone: '12345' }, 'contact_phone', '联系电话格式不正确'],
      [{ license_image: '' }, 'license_image', '请上传营业执照'],
      [{ license_image: '//evil.example.com/x.png' }, 'license_image', '营业执照地址不正确'],
      [{ license_image: `/${'a'.repeat(500)}` }, 'license_image', '营业执照地址不正确'],
    ];
    for (const [change, field, message] of cases) expect(refused({ ...GOOD, ...change })).toEqual({ field, message });
    expect(refused({ ...GOOD, address: '路'.repeat(200) })).toBeNull();
    expect(refused({})).toEqual({ field: 'name', message: '企业名称不能为空' });
    expect(refused(null)).toEqual({ field: 'name', message: '企业名称不能为空' });
    expect(refused({ ...GOOD, contact_name: '', credit_code: 'bad' })).toEqual({
      field: 'credit_code',
      message: '统一社会信用代码格式不正确',
    });
  });
});

describe('member bodies', () => {
  it('an invite needs a mobile phone, then a role of the table', () => {
    expect(checkInvite({ phone: ' 13800000001 ', role: 'buyer' })).toEqual({ ok: true, value: { phone: '13800000001', role: 'buyer' } });
    expect(checkInvite({ phone: 13800000001, role: 'admin' }).ok).toBe(true);
    expect(checkInvite({ phone: '1380000', role: 'owner' })).toEqual({ ok: false, field: 'phone', message: '手机号格式不符' });
    expect(checkInvite({ phone: '13800000001' })).toEqual({ ok: false, field: 'role', message: '请选择正确的角色' });
  });

  it('a role is one of the table, written exactly; the choices are the table in order', () => {
    expect(ROLE_CHOICES).toEqual(COMPANY_ROLES);
    for (const role of COMPANY_ROLES) expect(checkRole(` ${role} `)).toEqual({ ok: true, role });
    expect(checkRole('Admin')).toEqual({ ok: false, message: '请选择正确的角色' });
    expect(checkRole(null)).toEqual({ ok: false, message: '请选择正确的角色' });
  });

  it('a status is 0 or 1, as a number or its text', () => {
    expect(checkMemberStatus('0')).toEqual({ ok: true, status: 0 });
    expect(checkMemberStatus(1)).toEqual({ ok: true, status: 1 });
    expect(checkMemberStatus(2)).toEqual({ ok: false, message: '请选择正确的状态' });
    expect(checkMemberStatus(true)).toEqual({ ok: false, message: '请选择正确的状态' });
  });
});
