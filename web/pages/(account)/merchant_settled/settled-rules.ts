// 入驻申请 field rules: 商户名称 3-15 chars, 用户姓名 2-5, 手机号, 验证码, 分类, 类型, ≤10 images (each picture is
// checked by web/features/upload/image-file-rules.ts: jpg/png of ≤5 MB).
import { isMobile, isSmsCode } from '#shared/phone-rules.ts';

export interface SettledInput {
  mer_name: string;
  name: string;
  phone: string;
  code: string;
  merchant_category_id: string;
  mer_type_id: string;
  images: string[];
  agreed: boolean;
}

export const MAX_IMAGES = 10;

export function validateSettled(input: SettledInput): Partial<Record<keyof SettledInput, string>> {
  const errors: Partial<Record<keyof SettledInput, string>> = {};
  const merName = [...input.mer_name.trim()].length;
  const name = [...input.name.trim()].length;
  if (!merName) errors.mer_name = '请输入商户名称';
  else if (merName < 3 || merName > 15) errors.mer_name = '商户名称长度为3-15个字符';
  if (!name) errors.name = '请输入用户姓名';
  else if (name < 2 || name > 5) errors.name = '用户姓名长度为2-5个字符';
  if (!input.phone.trim()) errors.phone = '请输入手机号码';
  else if (!isMobile(input.phone.trim())) errors.phone = '请输入正确的手机号码';
  if (!input.code.trim()) errors.code = '请输入验证码';
  else if (!isSmsCode(input.code.trim())) errors.code = '请输入正确的验证码';
  if (!input.merchant_category_id) errors.merchant_category_id = '请选择商户分类';
  if (!input.mer_type_id) errors.mer_type_id = '请选择店铺类型';
  if (input.images.length > MAX_IMAGES) errors.images = `最多上传${MAX_IMAGES}张图片`;
  if (!input.agreed) errors.agreed = '请勾选并同意入驻协议';
  return errors;
}
