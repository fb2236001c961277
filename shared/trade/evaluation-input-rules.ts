// The review's rules (评价, docs/mall-api.md §3.8 POST /api/reply/:id, docs/screens.md a.8) without zod: the BFF's
// EvaluationInputSchema (shared/schemas/trade-schemas.ts) applies them to a body, and the review form checks with
// them directly, so the evaluation page loads no validation library. Each field is checked on its own, in the mall
// validator's order; the BFF answers the first field's problem, the form shows each field's.
import { integerOf, isAbsent } from '../schemas/number-fields.ts';
import { TRADE_MESSAGES } from './receipt-rules.ts';

export const EVALUATION_COMMENT_MAX = 128;
export const EVALUATION_PICS_MAX = 6;
/** Longer than any picture address the upload answers. */
const PIC_URL_MAX = 500;
/** http(s)://host[/…] or a path of this site; the host and the rest cannot overlap, so a failing match is linear. */
const PIC_URL = /^(?:https?:\/\/[^\s/]+(?:\/\S*)?|\/(?!\/)\S*)$/;

/** The three scores in the mall validator's order, with the name its messages give each. */
const SCORE_LABELS = { product_score: '商品分数', service_score: '服务分数', postage_score: '物流分数' } as const;
type ScoreField = keyof typeof SCORE_LABELS;

/** A review body's fields as sent: each read by the rules below. */
export interface EvaluationFieldsInput {
  comment?: unknown;
  product_score?: unknown;
  service_score?: unknown;
  postage_score?: unknown;
  pics?: unknown;
}

/** A checked review body, typed. */
export interface EvaluationInput {
  comment: string;
  product_score: number;
  service_score: number;
  postage_score: number;
  pics: string[];
}

export type EvaluationInputField = keyof EvaluationInput;

const textOf = (value: unknown): string => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '');

const scoreMessages = (label: string) => ({
  required: `${label}不能为空`,
  integer: `${label}必须是整数`,
  range: `${label}只能在 1 - 5 之间`,
});

function scoreProblem(field: ScoreField, value: unknown): string | null {
  const messages = scoreMessages(SCORE_LABELS[field]);
  if (isAbsent(value)) return messages.required;
  const score = integerOf(value);
  if (!Number.isInteger(score)) return messages.integer;
  return score >= 1 && score <= 5 ? null : messages.range;
}

function commentProblem(value: unknown): string | null {
  const comment = textOf(value);
  if (comment === '') return TRADE_MESSAGES.commentRequired;
  return [...comment].length <= EVALUATION_COMMENT_MAX ? null : TRADE_MESSAGES.commentTooLong;
}

/** pics: absent or null is none; otherwise a list (null when it is not one). */
function picListOf(value: unknown): unknown[] | null {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : null;
}

const picValid = (pic: unknown) => typeof pic === 'string' && pic.trim().length <= PIC_URL_MAX && PIC_URL.test(pic.trim());

/** A list, then its length, then each address: the mall counts the pictures before it reads them. */
function picsProblem(value: unknown): string | null {
  const pics = picListOf(value);
  if (pics === null) return TRADE_MESSAGES.picInvalid;
  if (pics.length > EVALUATION_PICS_MAX) return TRADE_MESSAGES.picsTooMany;
  return pics.every(picValid) ? null : TRADE_MESSAGES.picInvalid;
}

/** Every field's first broken rule, in the mall validator's order; [] when the review may be sent. */
export function evaluationProblems(input: EvaluationFieldsInput): { field: EvaluationInputField; message: string }[] {
  const problems: [EvaluationInputField, string | null][] = [
    ['comment', commentProblem(input.comment)],
    ['product_score', scoreProblem('product_score', input.product_score)],
    ['service_score', scoreProblem('service_score', input.service_score)],
    ['postage_score', scoreProblem('postage_score', input.postage_score)],
    ['pics', picsProblem(input.pics)],
  ];
  return problems.flatMap(([field, message]) => (message ? [{ field, message }] : []));
}

/** A body without problems, typed: scores read from text, text trimmed. */
export function normalizeEvaluation(input: EvaluationFieldsInput): EvaluationInput {
  return {
    comment: textOf(input.comment),
    product_score: integerOf(input.product_score),
    service_score: integerOf(input.service_score),
    postage_score: integerOf(input.postage_score),
    pics: (picListOf(input.pics) ?? []).map(textOf),
  };
}
