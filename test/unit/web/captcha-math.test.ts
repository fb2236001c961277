import { describe, expect, it } from 'vitest';
import {
  clampHandle,
  clickPrompt,
  scaleClickPoint,
  sliderPointJson,
  sliderSuccessText,
} from '../../../web/features/captcha/captcha-math.ts';
import { searchHref } from '../../../web/features/chrome/search-href.ts';

describe('captcha coordinates', () => {
  it('keeps the handle inside the bar', () => {
    expect(clampHandle(-5, 330, 40)).toBe(0);
    expect(clampHandle(500, 330, 40)).toBe(290);
    expect(clampHandle(100, 330, 40)).toBe(100);
  });
  it('scales the slider x to 310px and sends y 5', () => {
    expect(JSON.parse(sliderPointJson(165, 330))).toEqual({ x: 155, y: 5 });
  });
  it('scales clicks to 310x155 and rounds', () => {
    expect(scaleClickPoint({ x: 100.4, y: 50.6 }, 330, 165)).toEqual({ x: 94, y: 48 });
  });
  it('formats the texts', () => {
    expect(sliderSuccessText(1000, 2234)).toBe('1.23s验证成功');
    expect(clickPrompt(['天', '地', '人'])).toBe('请依次点击【天,地,人】');
  });
});

describe('search target', () => {
  it('trims and stays on /goods_cate', () => {
    expect(searchHref('  电钻 ', '/')).toBe(`/goods_search?title=${encodeURIComponent('电钻')}`);
    expect(searchHref(' 网线', '/goods_cate')).toBe(`/goods_cate?title=${encodeURIComponent('网线')}`);
  });
});
