// The 企业信息 form's fields and its check (docs/company-api.md §2.3): the shared rules' first failure names
// the field to mark, so the form shows the message beside it and keeps everything typed.
import { type CompanyProfileInput, checkProfile, type ProfileField } from '#shared/company/company-member-form-rules.ts';

export type { ProfileField };

export const PROFILE_FIELDS: readonly { key: ProfileField; label: string; placeholder: string }[] = [
  { key: 'name', label: '企业名称', placeholder: '与营业执照上的名称一致' },
  { key: 'credit_code', label: '统一社会信用代码', placeholder: '18 位，如 91310115MA1K4L7Q29' },
  { key: 'legal_person', label: '法定代表人', placeholder: '法定代表人姓名' },
  { key: 'address', label: '企业地址', placeholder: '营业执照上的住所' },
  { key: 'contact_name', label: '联系人', placeholder: '联系人姓名' },
  { key: 'contact_phone', label: '联系电话', placeholder: '手机号或座机，如 021-58880000' },
];

/** null when the form may be sent, else the first problem and the field it belongs to. */
export function profileProblem(input: CompanyProfileInput): { field: ProfileField; message: string } | null {
  const checked = checkProfile(input);
  return checked.ok ? null : { field: checked.field, message: checked.message };
}
