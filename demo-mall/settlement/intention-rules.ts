// MerchantIntentionValidate as zod: the first failing rule is reported, ThinkPHP style, in this order.
import { field, int, joined, paramsOf } from '../core/param-schemas.ts';
import type { MerchantDirectory } from '../catalogue/catalogue.ts';
import { isMobile } from '../core/mobile-rule.ts';

export const MAX_IMAGES = 10;
/**
 * 资质图片 are addresses, as CRMEB stores them: a site path (what POST /api/upload/image/file answers) or an
 * http(s) URL. Inline data: URLs and other schemes are refused, so an application stays small.
 */
const IMAGE_REFERENCE = /^(\/(?!\/)|https?:\/\/)[^\s"'<>\\]{1,500}$/i;

/** A list as sent: repeated values, a JSON array or csv. */
function readImages(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.map(String).filter(Boolean);
  if (typeof raw === 'string' && raw !== '') {
    if (raw.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(raw);
        if (Array.isArray(parsed)) return parsed.map(String).filter(Boolean);
      } catch {
        // fall through to csv
      }
    }
    return raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  }
  return [];
}

const length = (value: string) => [...value].length;

export function intentionParams(merchants: MerchantDirectory) {
  return paramsOf({
    phone: joined.refine((v) => v !== '', '手机号不能为空').refine((v) => v === '' || isMobile(v), '手机号格式不符'),
    name: joined.refine((v) => v !== '', '姓名不能为空').refine((v) => length(v) <= 16, '姓名长度不能超过 16'),
    mer_name: joined.refine((v) => v !== '', '商户名称不能为空').refine((v) => length(v) <= 32, '商户名称长度不能超过 32'),
    merchant_category_id: int(0)
      .refine((id) => id !== 0, '商户分类不能为空')
      .refine((id) => id === 0 || merchants.settleCategoryById.has(id), '商户分类不存在'),
    mer_type_id: int(0)
      .refine((id) => id !== 0, '店铺类型不能为空')
      .refine((id) => id === 0 || merchants.typeById.has(id), '店铺类型不存在'),
    images: field(readImages)
      .refine((list) => list.length <= MAX_IMAGES, `资质图片长度不能超过 ${MAX_IMAGES}`)
      .refine((list) => list.length > MAX_IMAGES || list.every((image) => IMAGE_REFERENCE.test(image)), '资质图片地址不正确'),
    /** the SMS code that proves the phone; checked (and consumed) only once every other rule passed */
    code: joined.refine((v) => v !== '', '验证码不能为空'),
  });
}
