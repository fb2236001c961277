// The unified social credit code check of GB 32100-2015 (docs/company-api.md §2.3), with real codes.
import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, isValidCreditCode, isValidTaxNo } from '#shared/company/credit-code.ts';

describe('unified social credit code', () => {
  it('accepts real codes: their last character is the check character of the first 17', () => {
    for (const code of ['91350100M000100Y43', '91110000600037341L', '91310115MA1K4L7Q29', '91320505MA1NXT3R5T']) {
      expect(isValidCreditCode(code), code).toBe(true);
      expect(creditCodeCheckChar(code.slice(0, 17)), code).toBe(code[17]);
    }
  });

  it('computes the check character (a remainder of 0 gives 0, not the 31st character)', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckChar('91110000600037341')).toBe('L');
    // every prefix gets a character of the alphabet
    for (const prefix of ['00000000000000000', 'YYYYYYYYYYYYYYYYY', '12345678901234567']) {
      expect(creditCodeCheckChar(prefix)).toMatch(/^[0-9A-HJ-NPQRTUWXY]$/);
    }
    expect(creditCodeCheckChar('00000000000000000')).toBe('0');
  });

  it('refuses a wrong check character, a wrong length and letters outside the alphabet', () => {
    const wrongCheck = ['91350100M000100Y44', '91110000600037341M'];
    const wrongLength = ['91350100M000100Y4', '91350100M000100Y433'];
    // I, O, S, V and Z are not in the alphabet, nor are lower-case letters
    const outsideAlphabet = ['91350100I000100Y43', '91110000600037341l'];
    for (const code of [...wrongCheck, ...wrongLength, ...outsideAlphabet]) expect(isValidCreditCode(code), code).toBe(false);
    expect(creditCodeCheckChar('9135010OM000100Y4')).toBeNull();
    expect(creditCodeCheckChar('913501')).toBeNull();
  });

  it('a 纳税人识别号 of 18 characters is a 统一社会信用代码 and needs its check character; older ones are 15, 17 or 20', () => {
    expect(isValidTaxNo('91310115MA1K4L7Q29')).toBe(true);
    // the demo merchants' old made-up shape: the right length, the wrong check character
    expect(isValidTaxNo('91310000MA0000001X')).toBe(false);
    for (const old of ['310115123456789', '31011512345678901', '31011512345678901234']) expect(isValidTaxNo(old), old).toBe(true);
    for (const wrong of ['123', '3101151234567890', '3101151234567890123', '91310115ma1k4l7q29'])
      expect(isValidTaxNo(wrong), wrong).toBe(false);
  });
});
