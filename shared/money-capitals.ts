// An amount in Chinese capitals (人民币大写), as invoices and statements print it beside the figures: 壹万贰仟叁佰肆拾伍元陆角柒分,
// 壹佰元整, 壹仟零伍元零叁分. The rules of the People's Bank's bookkeeping standard: one 零 for any run of zeros inside
// the integer part (none at the end of a group), 万 and 亿 always written when their group is not empty, 整 when there
// are no 分, and a 零 between 元 and 分 when there are no 角 (伍佰元贰角整: after 元 the standard leaves the 零 optional,
// and it is left out). Works on integer fen only (shared/money.ts).
import type { Fen } from './money.ts';

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const PLACES = ['', '拾', '佰', '仟'] as const;
const GROUPS = ['', '万', '亿', '万亿'] as const;

/** One group of four digits (0–9999), with zeros inside it as one 零; '' for 0. */
function groupText(group: number): string {
  let text = '';
  let zeroPending = false;
  for (let place = 3; place >= 0; place -= 1) {
    const digit = Math.floor(group / 10 ** place) % 10;
    if (digit === 0) {
      zeroPending = text !== '';
      continue;
    }
    if (zeroPending) text += '零';
    zeroPending = false;
    text += `${DIGITS[digit]}${PLACES[place]}`;
  }
  return text;
}

/** The yuan part: groups of four from the left, a 零 where a group starts below 仟 or a whole group is empty. */
function yuanText(yuan: number): string {
  if (yuan === 0) return '';
  const groups: number[] = [];
  for (let rest = yuan; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
  let text = '';
  let zeroPending = false;
  for (let index = groups.length - 1; index >= 0; index -= 1) {
    const group = groups[index] ?? 0;
    if (group === 0) {
      zeroPending = text !== '';
      continue;
    }
    if (text !== '' && (zeroPending || group < 1000)) text += '零';
    zeroPending = false;
    text += `${groupText(group)}${GROUPS[index]}`;
  }
  return `${text}元`;
}

/** fen → 人民币大写; negative amounts (a red invoice) start with 负. */
export function capitalsOf(fen: Fen): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not an amount in fen: ${fen}`);
  if (fen < 0) return `负${capitalsOf(-fen)}`;
  if (fen === 0) return '零元整';
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  const head = yuanText(yuan);
  if (jiao === 0 && cents === 0) return `${head}整`;
  const jiaoText = jiao > 0 ? `${DIGITS[jiao]}角` : head !== '' ? '零' : '';
  const centsText = cents > 0 ? `${DIGITS[cents]}分` : '整';
  return `${head}${jiaoText}${centsText}`;
}

/**
 * 价税合计（大写） as the tax bureau's 数电发票 write it: 圆 for 元 (the standard allows either) and a red invoice's
 * negative amount as （负数）伍佰圆整 rather than 负伍佰元整.
 */
export function invoiceCapitalsOf(fen: Fen): string {
  const text = capitalsOf(Math.abs(fen)).replace('元', '圆');
  return fen < 0 ? `（负数）${text}` : text;
}
