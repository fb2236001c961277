import type { PageMeta } from '#web/features/chrome/page-meta.ts';

export function data(): { meta: PageMeta } {
  return { meta: { title: '安全验证' } };
}
