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
    expect(errorText(400).detail).toBe('请求错误，请检查您的配置');
    expect(errorText(401).title).toBe('错误的请求');
  });
  it('403 says 无权访问 with the sentence naming what the role lacks', () => {
    expect(errorText(403, '您的企业角色「采购员」没有“查看对账单”的权限')).toEqual({
      title: '无权访问',
      detail: '您的企业角色「采购员」没有“查看对账单”的权限',
    });
    expect(errorText(403)).toEqual({ title: '无权访问', detail: '您没有访问该页面的权限。' });
  });
  it('reads a plain abort message', () => {
    expect(abortMessage('服务器繁忙')).toBe('服务器繁忙');
    expect(abortMessage({ message: '超时' })).toBe('超时');
    expect(abortMessage(42)).toBeNull();
  });
});
