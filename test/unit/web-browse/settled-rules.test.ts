// 商户入驻 field rules and the licence picture check.
import { describe, expect, it } from 'vitest';
import { validateSettled, type SettledInput } from '../../../web/pages/(account)/merchant_settled/settled-rules.ts';
import { checkImageFile } from '../../../web/features/upload/image-file-rules.ts';

const GOOD: SettledInput = {
  mer_name: '东联五金',
  name: '张三',
  phone: '13912340001',
  code: '123456',
  merchant_category_id: '1',
  mer_type_id: '2',
  images: [],
  agreed: true,
};

describe('validateSettled', () => {
  it('accepts a complete application (pictures are optional)', () => {
    expect(validateSettled(GOOD)).toEqual({});
  });

  it('asks for every missing field', () => {
    expect(
      validateSettled({ ...GOOD, mer_name: ' ', name: '', phone: '', code: '', merchant_category_id: '', mer_type_id: '', agreed: false }),
    ).toEqual({
      mer_name: '请输入商户名称',
      name: '请输入用户姓名',
      phone: '请输入手机号码',
      code: '请输入验证码',
      merchant_category_id: '请选择商户分类',
      mer_type_id: '请选择店铺类型',
      agreed: '请勾选并同意入驻协议',
    });
  });

  it('counts characters, not bytes: 商户名称 3-15, 用户姓名 2-5', () => {
    expect(validateSettled({ ...GOOD, mer_name: '五金' }).mer_name).toBe('商户名称长度为3-15个字符');
    expect(validateSettled({ ...GOOD, mer_name: '一二三四五六七八九十一二三四五六' }).mer_name).toBe('商户名称长度为3-15个字符');
    expect(validateSettled({ ...GOOD, mer_name: '一二三四五六七八九十一二三四五' }).mer_name).toBeUndefined();
    expect(validateSettled({ ...GOOD, name: '张' }).name).toBe('用户姓名长度为2-5个字符');
    expect(validateSettled({ ...GOOD, name: '欧阳一二三四' }).name).toBe('用户姓名长度为2-5个字符');
  });

  it('checks the phone and the code format, and at most ten pictures', () => {
    expect(validateSettled({ ...GOOD, phone: '12912340001' }).phone).toBe('请输入正确的手机号码');
    expect(validateSettled({ ...GOOD, code: '12#4' }).code).toBe('请输入正确的验证码');
    expect(validateSettled({ ...GOOD, images: Array.from({ length: 11 }, (_, i) => `data:${i}`) }).images).toBe('最多上传10张图片');
  });
});

describe('checkImageFile', () => {
  it('takes jpg/png/jpeg up to 5 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 5 * 1024 * 1024, name: 'a.png' })).toBeNull();
    expect(checkImageFile({ type: '', size: 10, name: 'scan.JPEG' })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(checkImageFile({ type: 'image/gif', size: 10, name: 'a.gif' })).toBe('只能上传jpg/png/jpeg格式的图片');
    expect(checkImageFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1, name: 'a.png' })).toBe('图片大小不能超过5MB');
  });
});
