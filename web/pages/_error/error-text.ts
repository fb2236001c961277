// The error page's wording per status (docs/product.md §2): 404, 403 (a company page the visitor's role does not
// allow, docs/user-centre.md) and 500 with the server's message, anything else.
export interface ErrorText {
  title: string;
  detail: string;
}

export function errorText(status: number, serverMessage?: string | null): ErrorText {
  if (status === 404) return { title: '抱歉，您访问的页面出错了', detail: '您可能输错了网址，或该网页已被删除、不存在哦' };
  if (status === 403) return { title: '无权访问', detail: serverMessage?.trim() || '您没有访问该页面的权限。' };
  if (status === 500) return { title: '加载失败', detail: serverMessage?.trim() || '错误的请求' };
  return { title: '错误的请求', detail: '请求错误，请检查您的配置' };
}

/** The message a page's abort carried, when it is plain text meant for the shopper. */
export function abortMessage(abortReason: unknown): string | null {
  if (typeof abortReason === 'string') return abortReason;
  if (abortReason && typeof abortReason === 'object' && 'message' in abortReason) {
    const message = (abortReason as { message?: unknown }).message;
    return typeof message === 'string' ? message : null;
  }
  return null;
}
