// '/goods_ranking' and '/goods_ranking/@cate_id' (cate_id optional, spec §2) in one page.
import type { PageContext } from 'vike/types';
import { ROUTES } from '#shared/routes.ts';

const BASE = ROUTES.goodsRanking.path;

export default function route(pageContext: PageContext): false | { routeParams: { cate_id: string } } {
  const { pathname } = pageContext.urlParsed;
  if (pathname === BASE) return { routeParams: { cate_id: '' } };
  const match = /^\/(\d+)$/.exec(pathname.slice(BASE.length));
  return pathname.startsWith(BASE) && match ? { routeParams: { cate_id: match[1] ?? '' } } : false;
}
