// The user centre's profile changes checked the way CRMEB's UserValidate / change-phone handler does: field by
// field in ThinkPHP's wording (core/rule-table.ts). The mall's own rules, not the storefront's forms.
import { firstBrokenRule, readByRules, type FieldRules } from '../core/rule-table.ts';
import { type ParamsRead, textOf } from '../core/param-readers.ts';

/** 昵称: at most 16 characters, as the user centre's form says. */
export const NICKNAME_MAX = 16;

const PROFILE_RULES: readonly FieldRules[] = [
  { field: 'nickname', label: '用户昵称', rules: [{ max: NICKNAME_MAX }] },
  { field: 'avatar', label: '用户头像', rules: [{ check: (value) => (typeof value === 'string' ? null : '用户头像格式不符') }] },
];

const CHANGE_PHONE_RULES: readonly FieldRules[] = [
  { field: 'phone', label: '手机号', rules: ['require', 'mobile'] },
  { field: 'sms_code', label: '验证码', rules: ['require', 'number', { max: 6 }] },
];

export interface ProfileParams {
  nickname?: string;
  avatar?: string;
}

/** POST /api/user/change/info: either field may come alone; with neither there is nothing to change. */
export function readProfileParams(params: Readonly<Record<string, unknown>>): ParamsRead<ProfileParams> {
  const message = firstBrokenRule(params, PROFILE_RULES);
  if (message) return { ok: false, message };
  const nickname = textOf(params.nickname);
  const avatar = textOf(params.avatar);
  if (!nickname && !avatar) return { ok: false, message: '用户昵称不能为空' };
  return { ok: true, value: { ...(nickname ? { nickname } : {}), ...(avatar ? { avatar } : {}) } };
}

export interface ChangePhoneParams {
  phone: string;
  sms_code: string;
}

/** POST /api/user/change/phone: the new phone and the code sent to it (SMS type change_phone). */
export function readChangePhoneParams(params: Readonly<Record<string, unknown>>): ParamsRead<ChangePhoneParams> {
  return readByRules(params, CHANGE_PHONE_RULES, () => ({ phone: textOf(params.phone), sms_code: textOf(params.sms_code) }));
}
