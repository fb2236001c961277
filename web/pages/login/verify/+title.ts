import type { PageContext } from 'vike/types';
import { pageTitle } from '#shared/routes.ts';

export default function title(pageContext: PageContext): string {
  return pageTitle('安全验证', pageContext.layout?.siteName ?? '');
}
