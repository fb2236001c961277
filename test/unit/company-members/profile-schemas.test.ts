// The profile and member rules of docs/company-api.md §2.2–§2.3, as the mall and the browser both run them.
import { describe, expect, it } from 'vitest';
import {
  CompanyInviteInputSchema,
  CompanyMemberRoleInputSchema,
  CompanyMemberStatusInputSchema,
  CompanyProfileInputSchema,
} from '#shared/schemas/company-members-schemas.ts';
import { profileProblem } from '../../../web/features/company-members/profile-form.ts';

const GOOD = {
  name: '苏州恒泰精密机械有限公司',
  credit_code: '91320505MA1NXT3R5T',
  legal_person: '陈志强',
  address: '江苏省苏州市高新区竹园路 209 号',
  contact_name: '陈工',
  contact_phone: '0512-66881234',
  license_image: '/api/demo-assets/upload/0123456789abcdef01234567.png',
};

const first = (input: unknown) => {
  const result = CompanyProfileInputSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the company profile', () => {
  it('takes a complete profile, upper-casing the credit code', () => {
    expect(first(GOOD)).toBeNull();
    expect(CompanyProfileInputSchema.parse({ ...GOOD, credit_code: '91110000600037341l' }).credit_code).toBe('91110000600037341L');
    expect(first({ ...GOOD, contact_phone: '13800000003' })).toBeNull();
    expect(first({ ...GOOD, contact_phone: '021-58880000' })).toBeNull();
    expect(first({ ...GOOD, license_image: 'https://img.example.com/licence.jpg' })).toBeNull();
  });

  it('reports the first failure in the order of §2.3', () => {
    expect(first({})).toBe('企业名称不能为空');
    expect(first({ ...GOOD, name: '   ' })).toBe('企业名称不能为空');
    expect(first({ ...GOOD, name: '企'.repeat(51) })).toBe('企业名称长度不能超过 50');
    expect(first({ ...GOOD, name: '企'.repeat(50) })).toBeNull();
    expect(first({ ...GOOD, credit_code: '' })).toBe('统一社会信用代码不能为空');
    expect(first({ ...GOOD, credit_code: '91320505MA1NXT3R5A' })).toBe('统一社会信用代码格式不正确');
    expect(first({ ...GOOD, credit_code: '9132050' })).toBe('统一社会信用代码格式不正确');
    expect(first({ ...GOOD, legal_person: '' })).toBe('法定代表人不能为空');
    expect(first({ ...GOOD, address: '' })).toBe('企业地址不能为空');
    expect(first({ ...GOOD, contact_name: '' })).toBe('联系人不能为空');
    expect(first({ ...GOOD, contact_phone: '12345' })).toBe('联系电话格式不正确');
    expect(first({ ...GOOD, contact_phone: '' })).toBe('联系电话格式不正确');
    expect(first({ ...GOOD, license_image: '' })).toBe('请上传营业执照');
    expect(first({ ...GOOD, license_image: 'javascript:alert(1)' })).toBe('营业执照地址不正确');
    expect(first({ ...GOOD, license_image: '//evil.example.com/x.png' })).toBe('营业执照地址不正确');
    expect(first({ ...GOOD, name: '', credit_code: 'bad' })).toBe('企业名称不能为空');
  });

  it('names the field the browser form marks', () => {
    expect(profileProblem({ ...GOOD, credit_code: '91320505MA1NXT3R5A' })).toEqual({
      field: 'credit_code',
      message: '统一社会信用代码格式不正确',
    });
    expect(profileProblem({ ...GOOD, license_image: '' })).toEqual({ field: 'license_image', message: '请上传营业执照' });
    expect(profileProblem(GOOD)).toBeNull();
  });
});

describe('member changes', () => {
  const message = (
    schema: { safeParse(input: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
    input: unknown,
  ) => schema.safeParse(input).error?.issues[0]?.message ?? null;

  it('an invite needs a mobile phone, then a role of the table', () => {
    expect(message(CompanyInviteInputSchema, { phone: '13800000001', role: 'buyer' })).toBeNull();
    expect(message(CompanyInviteInputSchema, { phone: '1380000', role: 'buyer' })).toBe('手机号格式不符');
    expect(message(CompanyInviteInputSchema, { phone: '', role: '' })).toBe('手机号格式不符');
    expect(message(CompanyInviteInputSchema, { phone: '13800000001', role: 'owner' })).toBe('请选择正确的角色');
    expect(message(CompanyInviteInputSchema, { phone: '13800000001' })).toBe('请选择正确的角色');
  });

  it('a role change takes only the four roles; a status only 0 or 1', () => {
    for (const role of ['admin', 'buyer', 'finance', 'viewer']) expect(message(CompanyMemberRoleInputSchema, { role })).toBeNull();
    expect(message(CompanyMemberRoleInputSchema, { role: 'Admin' })).toBe('请选择正确的角色');
    expect(CompanyMemberStatusInputSchema.parse({ status: '0' }).status).toBe(0);
    expect(CompanyMemberStatusInputSchema.parse({ status: 1 }).status).toBe(1);
    expect(message(CompanyMemberStatusInputSchema, { status: 2 })).toBe('请选择正确的状态');
    expect(message(CompanyMemberStatusInputSchema, {})).toBe('请选择正确的状态');
  });
});
