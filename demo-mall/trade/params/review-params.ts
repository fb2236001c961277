// POST /api/reply/:id (a buyer's review of one order product), checked the way CRMEB's ProductReplyValidate
// does: 评论 required and at most 128 characters, the three scores required whole numbers, at most 6 pictures.
// Two checks are the mall's own: CRMEB's `max:5` on a score measures its length, so the mall holds scores to
// 1 - 5 (its rating maths assumes them), and every picture must be an http(s) address or a path of the site,
// since the product page shows it to every shopper.
import { firstBrokenRule, type FieldRules } from '../../core/rule-table.ts';
import { integerOf, type ParamsRead, textOf } from '../../core/param-readers.ts';

export const REVIEW_PARAM_MESSAGES = {
  picsTooMany: '评价最多上传6张图片',
  picInvalid: '评价图片格式不符',
} as const;

const PIC_URL_MAX = 500;
/** http(s)://host[/…] or a path of this site; the parts cannot overlap, so a failing match is linear. */
const PIC_URL = /^(?:https?:\/\/[^\s/]+(?:\/\S*)?|\/(?!\/)\S*)$/;
const picsOk = (pics: unknown) =>
  (pics as unknown[]).every((pic) => typeof pic === 'string' && pic.trim().length <= PIC_URL_MAX && PIC_URL.test(pic.trim()));

const score = (field: string, label: string): FieldRules => ({ field, label, rules: ['require', 'integer', { between: [1, 5] }] });

const REVIEW_RULES: readonly FieldRules[] = [
  { field: 'comment', label: '评论', rules: ['require', { max: 128 }] },
  score('product_score', '商品分数'),
  score('service_score', '服务分数'),
  score('postage_score', '物流分数'),
  {
    field: 'pics',
    label: '评价图片',
    rules: ['array', { max: 6 }, { check: (pics) => (picsOk(pics) ? null : REVIEW_PARAM_MESSAGES.picInvalid) }],
    messages: { max: REVIEW_PARAM_MESSAGES.picsTooMany },
  },
];

export interface ReviewParams {
  comment: string;
  product_score: number;
  service_score: number;
  postage_score: number;
  pics: string[];
}

export function readReviewParams(params: Readonly<Record<string, unknown>>): ParamsRead<ReviewParams> {
  const message = firstBrokenRule(params, REVIEW_RULES);
  if (message) return { ok: false, message };
  const pics = Array.isArray(params.pics) ? params.pics.map((pic) => textOf(pic)) : [];
  const scoreOf = (key: string) => integerOf(textOf(params[key]));
  return {
    ok: true,
    value: {
      comment: textOf(params.comment),
      product_score: scoreOf('product_score'),
      service_score: scoreOf('service_score'),
      postage_score: scoreOf('postage_score'),
      pics,
    },
  };
}
