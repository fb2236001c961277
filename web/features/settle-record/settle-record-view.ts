// Pure logic of 入驻记录 (docs/screens.md a.11): an application's state (待审核 / 审核通过 / 审核未通过 with its
// reason), which actions it offers (查看 always; 编辑 while pending; 重新提交 after a rejection, both opening
// /merchant_settled in edit mode), and on approval the merchant login address and account (the applicant's phone;
// the initial password is its last six digits).
export const SETTLE_RECORDS_PER_PAGE = 10;
export const SETTLE_RECORD_PATH = '/user/settle_record';
/** the merchant back office lives under the site domain */
export const MERCHANT_LOGIN_PATH = 'merchant';
export const INITIAL_PASSWORD_NOTE = '初始密码为手机号后六位，登录后请及时修改';

/** A row of GET /api/intention/lst and /api/intention/detail/:id (docs/mall-api.md §3.9). */
export interface RawIntention {
  mer_intention_id: number;
  mer_name: string;
  name: string;
  phone: string;
  category_name?: string;
  type_name?: string;
  images?: string[];
  /** 0 pending, 1 approved, 2 rejected */
  status: number;
  fail_msg?: string;
  create_time: string;
  update_time?: string;
}

export interface SettleRecord {
  id: number;
  merName: string;
  submitted: string;
  status: '待审核' | '审核通过' | '审核未通过';
  reason: string;
  editHref: string | null;
  editLabel: '编辑' | '重新提交' | null;
  /** only once approved */
  account: { loginUrl: string; account: string } | null;
  detail: [string, string][];
  images: string[];
}

export const settledEditHref = (id: number) => `/merchant_settled?id=${id}`;

export function toSettleRecord(raw: RawIntention, siteDomain: string): SettleRecord {
  const status = raw.status === 1 ? '审核通过' : raw.status === 2 ? '审核未通过' : '待审核';
  const domain = siteDomain.endsWith('/') ? siteDomain : `${siteDomain}/`;
  return {
    id: raw.mer_intention_id,
    merName: raw.mer_name,
    submitted: raw.update_time || raw.create_time,
    status,
    reason: raw.status === 2 ? (raw.fail_msg ?? '') : '',
    editHref: raw.status === 1 ? null : settledEditHref(raw.mer_intention_id),
    editLabel: raw.status === 0 ? '编辑' : raw.status === 2 ? '重新提交' : null,
    account: raw.status === 1 ? { loginUrl: `${domain}${MERCHANT_LOGIN_PATH}`, account: raw.phone } : null,
    detail: [
      ['商户名称', raw.mer_name],
      ['用户姓名', raw.name],
      ['手机号', raw.phone],
      ['商户分类', raw.category_name ?? ''],
      ['店铺类型', raw.type_name ?? ''],
      ['提交时间', raw.create_time],
      ['审核状态', status],
      ...(raw.status === 2 ? ([['未通过原因', raw.fail_msg ?? '']] as [string, string][]) : []),
    ],
    images: raw.images ?? [],
  };
}
