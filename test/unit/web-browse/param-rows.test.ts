// The listing filter reads spu/params as stock CRMEB-MER answers it (web/features/browse/listing/param-rows.ts).
import { describe, expect, it } from 'vitest';
import { paramRowsOf } from '../../../web/features/browse/listing/param-rows.ts';

describe('parameter rows', () => {
  it("read stock's value rows as the row's choices", () => {
    const stock = [
      {
        parameter_id: 1,
        template_id: 3,
        name: '克重',
        value: [
          { parameter_value_id: 101, parameter_id: 1, name: '克重', value: '70g' },
          { parameter_value_id: 102, parameter_id: 1, name: '克重', value: '80g' },
        ],
      },
    ];
    expect(paramRowsOf(stock)).toEqual([{ parameter_id: 1, name: '克重', values: ['70g', '80g'] }]);
  });

  it('read plain `values` too, and no rows from an empty page or a row without choices', () => {
    expect(paramRowsOf([{ parameter_id: 2, name: '尺寸', values: ['A4', 'A4', 'A3'] }])).toEqual([
      { parameter_id: 2, name: '尺寸', values: ['A4', 'A3'] },
    ]);
    expect(paramRowsOf({ count: 0, list: [] })).toEqual([]);
    expect(
      paramRowsOf([
        { parameter_id: 3, name: '颜色', value: [] },
        { name: '无编号', values: ['x'] },
      ]),
    ).toEqual([]);
  });
});
