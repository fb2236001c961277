// The server-side sanitiser of the mall's HTML (product details, articles, agreements).
import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '../../../web/features/browse/rich-html.server.ts';

describe('sanitizeRichHtml', () => {
  it('removes script and style elements with their content', () => {
    const out = sanitizeRichHtml('<p>前</p><script>alert(1)</script><style>body{display:none}</style><p>后</p>');
    expect(out).toBe('<p>前</p><p>后</p>');
  });

  it('removes every on* handler', () => {
    const out = sanitizeRichHtml('<img src="https://x.test/a.png" onerror="alert(1)"><p onclick="alert(2)" onmouseover="x()">文</p>');
    expect(out).not.toMatch(/\son\w+=/i);
    expect(out).toContain('<p>文</p>');
  });

  it('drops javascript: and other unsafe links, keeps http(s)', () => {
    const out = sanitizeRichHtml(
      '<a href="javascript:alert(1)">坏</a><a href=" JaVaScRiPt:alert(1)">坏2</a><a href="https://shop.test/x">好</a><img src="javascript:alert(1)">',
    );
    expect(out.toLowerCase()).not.toContain('javascript:');
    expect(out).toContain('<a rel="noopener noreferrer nofollow">坏</a>');
    expect(out).toContain('href="https://shop.test/x"');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
  });

  it('removes iframes, forms, objects and SVG', () => {
    const out = sanitizeRichHtml(
      '<iframe src="https://evil.test"></iframe><form action="/x"><input name="a"></form><object data="x"></object><svg onload="alert(1)"><circle/></svg>文',
    );
    expect(out).toBe('文');
  });

  it('drops styles outside the list and values carrying a URL', () => {
    const out = sanitizeRichHtml('<p style="color:red;position:fixed;background-image:url(javascript:alert(1))">红</p>');
    expect(out).toBe('<p style="color:red">红</p>');
  });

  it('keeps harmless markup: headings, lists, tables, emphasis, images (lazy) and alignment', () => {
    const html =
      '<h2>参数</h2><ul><li><strong>材质</strong>：<em>钢</em></li></ul><table><tbody><tr><td colspan="2">A4</td></tr></tbody></table><p style="text-align:center">居中</p>';
    expect(sanitizeRichHtml(html)).toBe(html);
    expect(sanitizeRichHtml('<img src="https://x.test/a.png" alt="图" width="750">')).toBe(
      '<img src="https://x.test/a.png" alt="图" width="750" loading="lazy" />',
    );
  });

  it('answers an empty string for anything that is not a string', () => {
    expect(sanitizeRichHtml(undefined)).toBe('');
    expect(sanitizeRichHtml({ content: '<p>x</p>' })).toBe('');
  });
});
