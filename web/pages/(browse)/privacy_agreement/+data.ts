// /privacy_agreement?type=sys_user_agree|sys_userr_privacy (both spellings as the spec gives them).
import type { PageContextServer } from 'vike/types';
import { sanitizeRichHtml } from '#web/features/browse/rich-html.server.ts';

const KEYS = { sys_user_agree: '用户协议', sys_userr_privacy: '隐私政策' } as const;

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const raw = pageContext.urlParsed.search.type ?? '';
  const key = raw in KEYS ? (raw as keyof typeof KEYS) : 'sys_user_agree';
  const answer = await pageContext.mall.getOr<{ title?: string; content?: string } & Record<string, unknown>>(`/api/agreement/${key}`, {});
  const content = typeof answer.content === 'string' ? answer.content : typeof answer[key] === 'string' ? (answer[key] as string) : '';
  const title = KEYS[key];
  return {
    meta: { title, description: `${pageContext.layout.siteName}${title}`, canonical: `/privacy_agreement?type=${key}` },
    title,
    html: sanitizeRichHtml(content) || '<p>暂无内容</p>',
  };
}
