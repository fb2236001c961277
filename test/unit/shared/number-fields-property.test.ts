// Every number field of the shared schemas and the demo mall's parameter shapes takes a number or its plain
// text, and nothing else: `[1]` is not 1, nor are objects, booleans, NaN, Infinity, '', ' 1' or '1e3'.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { reorderLineInputSchema } from '../../../shared/schemas/company-reorder-list-schemas.ts';
import { decimalOf, integerOf } from '../../../shared/schemas/number-fields.ts';
import { RefundApplyInputSchema } from '../../../shared/schemas/refund-schemas.ts';
import { EvaluationInputSchema, OrderCheckInputSchema } from '../../../shared/schemas/trade-schemas.ts';
import { int, num } from '../../../demo-mall/core/param-schemas.ts';
import { CartChangeParams, CartCreateParams } from '../../../demo-mall/shopping/cart-rules.ts';

/** Values that are not a number, whatever a lenient reader would make of them. */
const notANumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(true, false, null, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
  fc.constantFrom('1e3', ' 1', '1 ', '\t2', '0x10', '0b1', '1_000', '1,2', '１', 'Infinity', 'NaN', '--1', '1.', '.5', 'abc'),
  fc.integer({ min: 1, max: 5 }).map((n) => [n]),
  fc.integer({ min: 1, max: 5 }).map((n) => [String(n)]),
  fc.integer({ min: 1, max: 5 }).map((n) => ({ value: n })),
  fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 0, maxLength: 3 }),
  fc.integer({ min: 1, max: 5 }).map((n) => ({ toString: () => String(n), valueOf: () => n })),
);

/** The same, and absence ('') for a field that must be given. */
const notANumberOrEmpty = fc.oneof(notANumber, fc.constant<unknown>(''));

/** A whole number in range, as JSON sends it or as a form's text. */
const wholeNumber = (min: number, max: number) =>
  fc.integer({ min, max }).chain((n) => fc.constantFrom<unknown>(n, String(n)).map((value) => ({ value, n })));

interface NumberField {
  name: string;
  accepts(value: unknown): boolean;
  /** the range of values the field takes */
  range: [number, number];
  /** '' and null read as absent, which the field allows (e.g. address_id 0: no address) */
  emptyAllowed?: boolean;
}

const parses = (schema: z.ZodType, input: unknown) => schema.safeParse(input).success;
const review = { comment: '好', product_score: 5, service_score: 5, postage_score: 5 };
const refund = { type: 1, refund_type: 1, num: 1, ids: '1', refund_message: '其它原因', refund_price: '1' };
const line = { product_id: 1, product_attr_unique: 'sku', quantity: 1 };

const FIELDS: NumberField[] = [
  { name: 'evaluation product_score', range: [1, 5], accepts: (v) => parses(EvaluationInputSchema, { ...review, product_score: v }) },
  { name: 'evaluation service_score', range: [1, 5], accepts: (v) => parses(EvaluationInputSchema, { ...review, service_score: v }) },
  { name: 'order check cart_id element', range: [1, 1e9], accepts: (v) => parses(OrderCheckInputSchema, { cart_id: [v] }) },
  {
    name: 'order check address_id',
    range: [0, 1e9],
    emptyAllowed: true,
    accepts: (v) => parses(OrderCheckInputSchema, { cart_id: [1], address_id: v }),
  },
  { name: 'reorder line product_id', range: [1, 1e9], accepts: (v) => parses(reorderLineInputSchema, { ...line, product_id: v }) },
  { name: 'reorder line quantity', range: [1, 9999], accepts: (v) => parses(reorderLineInputSchema, { ...line, quantity: v }) },
  { name: 'refund num', range: [1, 1e6], accepts: (v) => parses(RefundApplyInputSchema, { ...refund, num: v }) },
  { name: 'mall cart/create cart_num', range: [1, 1e6], accepts: (v) => parses(CartCreateParams, { product_id: 1, cart_num: v }) },
  { name: 'mall cart/change cart_num', range: [1, 1e6], accepts: (v) => parses(CartChangeParams, { cart_num: v }) },
];

describe('shared number fields', () => {
  for (const field of FIELDS) {
    it(`${field.name}: refuses what is not a number`, () => {
      fc.assert(
        fc.property(field.emptyAllowed ? notANumber.filter((value) => value !== null) : notANumberOrEmpty, (value) => {
          expect(field.accepts(value), JSON.stringify(value)).toBe(false);
        }),
      );
    });

    it(`${field.name}: takes numbers and their text`, () => {
      fc.assert(
        fc.property(wholeNumber(...field.range), ({ value }) => {
          expect(field.accepts(value), JSON.stringify(value)).toBe(true);
        }),
      );
    });
  }

  it('the readers give NaN for non-numbers and the number for numbers and their text', () => {
    fc.assert(
      fc.property(notANumberOrEmpty, (value) => {
        expect(integerOf(value)).toBeNaN();
        expect(decimalOf(value)).toBeNaN();
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
        expect(decimalOf(n)).toBe(n);
      }),
    );
    fc.assert(
      fc.property(wholeNumber(-1e9, 1e9), ({ value, n }) => {
        expect(integerOf(value)).toBe(n);
        expect(decimalOf(value)).toBe(n);
      }),
    );
    expect(decimalOf('4.50')).toBe(4.5);
  });

  it("the mall's lenient int and num read a non-number as their fallback, never as a number", () => {
    const intOrSeven = int(7);
    fc.assert(
      fc.property(notANumberOrEmpty, (value) => {
        expect(intOrSeven.parse(value)).toBe(7);
        expect(num.parse(value)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(wholeNumber(-1e6, 1e6), ({ value, n }) => {
        expect(intOrSeven.parse(value)).toBe(n);
        expect(num.parse(value)).toBe(n);
      }),
    );
  });
});
