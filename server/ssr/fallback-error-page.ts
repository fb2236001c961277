// Last-resort page when rendering itself fails: plain HTML with the same wording as the error page.
const TEXT: Record<number, { title: string; detail: string }> = {
  404: { title: '抱歉，您访问的页面出错了', detail: '您可能输错了网址，或该网页已被删除、不存在哦' },
  500: { title: '加载失败', detail: '错误的请求' },
};

export function renderFallbackErrorPage(status: number): string {
  const text = TEXT[status] ?? { title: '错误的请求', detail: '请求错误，请检查您的配置' };
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>${text.title}</title>
<style>body{font-family:"PingFang SC","Microsoft YaHei",sans-serif;text-align:center;padding:120px 20px;color:#333}
a{display:inline-block;margin-top:24px;padding:10px 32px;background:#0091da;color:#fff;border-radius:4px;text-decoration:none}</style>
</head><body><h1>${text.title}</h1><p>${text.detail}</p><a href="/">返回首页</a></body></html>`;
}
