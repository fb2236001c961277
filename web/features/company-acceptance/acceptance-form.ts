// The acceptance form's lines as the buyer fills them (docs/company-api.md §11.2): every line starts received in
// full; a line received short needs a reason and at least one photo, checked here before the mall checks again.
import { ACCEPTANCE_MESSAGES as M, SHORTFALL_PHOTOS_MAX } from '#shared/company/acceptance-rules.ts';
import type { AcceptanceLine, AcceptLine } from './acceptance-api.ts';

export interface DraftLine extends AcceptLine {
  product_num: number;
}

export const draftOf = (lines: readonly AcceptanceLine[]): DraftLine[] =>
  lines.map((line) => ({
    order_product_id: line.order_product_id,
    product_num: line.product_num,
    received_num: line.product_num,
    reason: '',
    pics: [],
  }));

/** The first problem of the draft, or null when it may be sent. */
export function draftProblem(lines: readonly DraftLine[]): string | null {
  for (const line of lines) {
    if (!Number.isInteger(line.received_num) || line.received_num < 0 || line.received_num > line.product_num) return M.numInvalid;
    if (line.received_num < line.product_num && line.reason.trim() === '') return M.reasonRequired;
    if (line.received_num < line.product_num && line.pics.length === 0) return M.photosRequired;
    if (line.pics.length > SHORTFALL_PHOTOS_MAX) return M.photosTooMany;
  }
  return null;
}

/** What the mall is sent: only the lines received short (the others are accepted in full). */
export const shortLines = (lines: readonly DraftLine[]): AcceptLine[] =>
  lines
    .filter((line) => line.received_num < line.product_num)
    .map(({ order_product_id, received_num, reason, pics }) => ({ order_product_id, received_num, reason: reason.trim(), pics }));
