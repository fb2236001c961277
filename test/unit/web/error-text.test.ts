import { describe, expect, it } from 'vitest';
import { abortMessage, errorText } from '../../../web/pages/_error/error-text.ts';

describe('error page wording', () => {
  it('404 says the address is wrong', () => {
    expect(errorText(404)).toEqual({ title: '抱歉，您访问的页面出错了', detail: '您可能输错了网址，或该网页已被删除、不存在哦' });
  });
  it('500 shows 加载失败 with the server message, or 错误的请求', () => {
    expect(errorText(500, '商品不存在')).toEqual({ title: '加载失败', detail: '商品不存在' });
    expect(errorText(500)).toEqual({ title: '加载失败', detail: '错误的请求' });
    expect(errorText(500, '  ')).toEqual({ title: '加载失败', detail: '错误的请求' });
  });
  it('other codes ask to check the configuration', () => {
    expect(errorText(403).detail).toBe('请求错误，请检查您的配置');
    expect(errorText(401).title).toBe('错误的请求');
  });
  it('reads a plain abort message', () => {
    expect(abortMessage('服务器繁忙')).toBe('服务器繁忙');
    expect(abortMessage({ message: '超时' })).toBe('超时');
    expect(abortMessage(42)).toBeNull();
  });
});
