// Pure: the 评价 form (docs/screens.md a.8, docs/product.md §13 "review") checked in the browser with the mall's
// own rules (shared/trade/evaluation-input-rules.ts: the same rules POST /api/reply/:id applies, without zod),
// worded as the original storefront words a missing answer: 请填写你对宝贝的心得！ for the text, 请选择… for a row
// of stars.
import {
  EVALUATION_COMMENT_MAX,
  EVALUATION_PICS_MAX,
  type EvaluationInput,
  evaluationProblems,
  normalizeEvaluation,
} from '#shared/trade/evaluation-input-rules.ts';

export { EVALUATION_COMMENT_MAX, EVALUATION_PICS_MAX };

/** The three rows of stars, in page order: the field POST /api/reply/:id takes and the row's name. */
export const SCORE_ROWS = [
  { field: 'product_score', label: '商品质量' },
  { field: 'service_score', label: '服务态度' },
  { field: 'postage_score', label: '物流服务' },
] as const;

export interface EvaluationForm {
  /** null until a star is chosen */
  product_score: number | null;
  service_score: number | null;
  postage_score: number | null;
  comment: string;
  pics: string[];
}

export type EvaluationField = keyof EvaluationForm;
export type EvaluationErrors = Partial<Record<EvaluationField, string>>;

export const EVALUATION_MESSAGES = {
  commentMissing: '请填写你对宝贝的心得！',
  thanks: '感谢您的评价!',
  done: '该商品已评价',
} as const;

/** Fields in page order: the first with a problem gets the focus. */
export const FIELD_ORDER: readonly EvaluationField[] = ['product_score', 'service_score', 'postage_score', 'comment', 'pics'];

export const EMPTY_EVALUATION: EvaluationForm = { product_score: null, service_score: null, postage_score: null, comment: '', pics: [] };

const missingMessage = (field: EvaluationField, form: EvaluationForm): string | null => {
  if (field === 'comment') return form.comment.trim() === '' ? EVALUATION_MESSAGES.commentMissing : null;
  const row = SCORE_ROWS.find((r) => r.field === field);
  return row && form[row.field] === null ? `请选择${row.label}` : null;
};

export type EvaluationCheck = { ok: true; input: EvaluationInput } | { ok: false; errors: EvaluationErrors; first: EvaluationField };

/** Every field's first problem, or the body to send. */
export function checkEvaluation(form: EvaluationForm): EvaluationCheck {
  const problems = evaluationProblems(form);
  if (problems.length === 0) return { ok: true, input: normalizeEvaluation(form) };
  const errors: EvaluationErrors = {};
  for (const { field, message } of problems) errors[field] = missingMessage(field, form) ?? message;
  const first = FIELD_ORDER.find((field) => errors[field]) ?? 'comment';
  return { ok: false, errors, first };
}

/** The mall's answer for an order product reviewed before (该商品已评价, or a real backend's 商品已评价). */
export function saysAlreadyReviewed(message: string): boolean {
  return /已评价/.test(message);
}

/** Characters as the mall counts them (not UTF-16 units), for the 0/128 counter. */
export function commentLength(comment: string): number {
  return [...comment.trim()].length;
}
