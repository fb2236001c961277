// Pasted quick-order text (shared/quick-order/paste-lines.ts, docs/company-api.md §6.2): separators, blank and
// header lines, quantities that are not whole numbers, full-width characters; properties over random text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { halfWidth, parsePastedLines } from '../../../shared/quick-order/paste-lines.ts';
import { QUICK_ORDER_MAX_QUANTITY } from '../../../shared/quick-order/quick-order-rules.ts';

describe('parsePastedLines', () => {
  it('reads tabs, commas, full-width commas, semicolons and spaces, and skips blank lines', () => {
    const text = 'DL00012\t3\n\nDL00013,4\r\ndl00014，5\n  6900012345678   7  \nDL00015;8\n';
    expect(parsePastedLines(text)).toEqual([
      { line: 1, code: 'DL00012', quantity: 3, reason: '' },
      { line: 3, code: 'DL00013', quantity: 4, reason: '' },
      { line: 4, code: 'DL00014', quantity: 5, reason: '' },
      { line: 5, code: '6900012345678', quantity: 7, reason: '' },
      { line: 6, code: 'DL00015', quantity: 8, reason: '' },
    ]);
  });

  it('keeps a line without a valid quantity, with its reason', () => {
    expect(parsePastedLines('DL00012\nDL00013 0\nDL00014 2.5\nDL00015 abc\nDL00016 100000\nDL00017 1 2')).toEqual([
      { line: 1, code: 'DL00012', quantity: null, reason: '缺少数量' },
      { line: 2, code: 'DL00013', quantity: null, reason: '数量须为正整数' },
      { line: 3, code: 'DL00014', quantity: null, reason: '数量须为正整数' },
      { line: 4, code: 'DL00015', quantity: null, reason: '数量须为正整数' },
      { line: 5, code: 'DL00016', quantity: null, reason: `数量不能超过 ${QUICK_ORDER_MAX_QUANTITY}` },
      { line: 6, code: 'DL00017', quantity: null, reason: '每行只填写编码和数量' },
    ]);
  });

  it('skips a header line at the top only, and reads quoted csv cells and full-width digits', () => {
    expect(parsePastedLines('编码\t数量\n"DL00012","3"\nＤＬ００００１　２')).toEqual([
      { line: 2, code: 'DL00012', quantity: 3, reason: '' },
      { line: 3, code: 'DL00001', quantity: 2, reason: '' },
    ]);
    expect(parsePastedLines('DL00012 1\n编码 数量')[1]).toMatchObject({ code: '编码', quantity: null });
  });

  it('turns full-width ASCII into half-width', () => {
    expect(halfWidth('ＡＢ－１２，３')).toBe('AB-12,3');
  });
});

const code = fc.stringMatching(/^[A-Z][A-Z0-9-]{0,15}$/);
const separator = fc.constantFrom('\t', ',', '，', ' ', '  ', ';', ' \t ');
const quantity = fc.integer({ min: 1, max: QUICK_ORDER_MAX_QUANTITY });
const lineBreak = fc.constantFrom('\n', '\r\n', '\n\n', '\n  \n');

describe('parsePastedLines properties', () => {
  it('reads back every generated "code, quantity" line, whatever the separators and blank lines', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(code, separator, quantity, lineBreak), { minLength: 1, maxLength: 40 }), (lines) => {
        const text = lines.map(([c, sep, q, br]) => `${c}${sep}${q}${br}`).join('');
        const rows = parsePastedLines(text);
        expect(rows.map((row) => [row.code, row.quantity, row.reason])).toEqual(lines.map(([c, , q]) => [c, q, '']));
      }),
    );
  });

  it('never throws, never answers a blank code, and gives every row either a quantity or a reason', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        for (const row of parsePastedLines(text)) {
          expect(row.code.trim()).not.toBe('');
          expect(row.quantity === null).toBe(row.reason !== '');
          if (row.quantity !== null) expect(Number.isInteger(row.quantity) && row.quantity >= 1).toBe(true);
        }
      }),
    );
  });

  it('answers no more rows than the text has non-blank lines, numbered by their line', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant(''), fc.string({ maxLength: 20 })), { maxLength: 30 }), (lines) => {
        const rows = parsePastedLines(lines.join('\n'));
        expect(rows.length).toBeLessThanOrEqual(lines.filter((line) => line.trim() !== '').length);
        for (const row of rows) expect(row.line).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
