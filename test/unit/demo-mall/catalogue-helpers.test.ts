import { describe, expect, it } from 'vitest';
import { presellStatus, slotStatus, soldPercent } from '../../../demo-mall/catalogue/activity-clock.ts';
import { escapeXml, renderPicture } from '../../../demo-mall/core/pictures.ts';
import { parseFilterParams } from '../../../demo-mall/catalogue/product-search.ts';
import { createRng } from '../../../demo-mall/core/prng.ts';

describe('demo mall catalogue helpers', () => {
  it('parses filter_params by id or name, with one or several values, and ignores junk', () => {
    const filters = parseFilterParams(
      '[{"parameter_id":3,"value":["70g","80g"]},{"name":"纸张尺寸","value":"A4"},{"name":"空","value":[]}]',
    );
    expect(filters).toHaveLength(2);
    expect(filters[0]).toEqual({ parameterId: 3, name: null, values: new Set(['70g', '80g']) });
    expect(filters[1]).toEqual({ parameterId: null, name: '纸张尺寸', values: new Set(['A4']) });
    expect(parseFilterParams('not json')).toEqual([]);
    expect(parseFilterParams('')).toEqual([]);
    expect(parseFilterParams([{ name: '克重', values: ['75g'] }])).toHaveLength(1);
    // stock CRMEB-MER's form: parameter id → values
    expect(parseFilterParams('{"3":["70g","80g"],"5":"A4"}')).toEqual([
      { parameterId: 3, name: null, values: new Set(['70g', '80g']) },
      { parameterId: 5, name: null, values: new Set(['A4']) },
    ]);
  });

  it('escapes text drawn into SVG pictures', () => {
    expect(escapeXml('<a href="x">&\'')).toBe('&#60;a href=&#34;x&#34;&#62;&#38;&#39;');
    const svg = renderPicture({ width: 100, height: 100, title: '<script>', colour: '#000000', style: 'card' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
  });

  it('computes 已抢 percentages and slot states', () => {
    expect(soldPercent(30, 70)).toBe(30);
    expect(soldPercent(10, 0)).toBe(100);
    expect(soldPercent(0, 0)).toBe(0);
    const at = (h: number) => new Date(2025, 0, 1, h, 30);
    expect(slotStatus({ start_time: 10, end_time: 12 }, at(9))).toBe(2);
    expect(slotStatus({ start_time: 10, end_time: 12 }, at(11))).toBe(1);
    expect(slotStatus({ start_time: 10, end_time: 12 }, at(12))).toBe(0);
  });

  it('derives presell phases from the dates', () => {
    const info = { start_time: new Date(2025, 0, 10), end_time: new Date(2025, 0, 20) } as Parameters<typeof presellStatus>[0];
    expect(presellStatus(info, new Date(2025, 0, 5))).toBe(0);
    expect(presellStatus(info, new Date(2025, 0, 15))).toBe(1);
    expect(presellStatus(info, new Date(2025, 0, 25))).toBe(2);
  });

  it('repeats the same random sequence for the same seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    const seqA = Array.from({ length: 5 }, () => a.int(1, 1000));
    expect(Array.from({ length: 5 }, () => b.int(1, 1000))).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => createRng(43).int(1, 1000))).not.toEqual(seqA);
  });
});
