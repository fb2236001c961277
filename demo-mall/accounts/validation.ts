// Field rules shared by the account endpoints; messages follow ThinkPHP's zh-cn validator and the spec.
import { isMobile } from '../core/mobile-rule.ts';

/** 8-16 characters with at least one letter, one digit and one special character (docs/product.md §5). */
const STRONG_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S{8,16}$/;

export const STRONG_PASSWORD_MESSAGE = '请输入8-16位字母加数字加特殊字符组合';

/** null when the phone is acceptable, else the message to answer. */
export function phoneProblem(phone: string): string | null {
  if (!phone) return '手机号不能为空';
  if (!isMobile(phone)) return '手机号格式不符';
  return null;
}

export function isStrongPassword(password: string): boolean {
  return STRONG_PASSWORD.test(password);
}
