// The member-invitation SMS (docs/company-api.md §2.2) in the platform's own words: nothing a company member
// typed goes into it (no nickname), and the company is named only once the platform has verified it, so an
// unverified account cannot send texts in another firm's name.
import { COMPANY_ROLE_NAMES, type CompanyRole } from '#shared/company/company-roles.ts';

export function inviteSmsText(role: CompanyRole, verifiedCompanyName: string | null): string {
  const company = verifiedCompanyName ? `企业「${verifiedCompanyName}」` : '一个企业账号';
  return `【B2B商城】您已被添加为${company}的成员，角色：${COMPANY_ROLE_NAMES[role]}。登录商城后切换为企业身份即可使用；如非本人操作，请忽略本短信。`;
}
