// The footer's article columns: the one-call route when the backend has it, the stock article routes when it
// answers "missing" in any of the ways a stock CRMEB or its web server does; a backend that is down is not
// "missing" (the cache then keeps serving the last columns).
import { describe, expect, it } from 'vitest';
import { MallReadError, type MallReader } from '../../../shared/api/mall-reader.ts';
import { FOOTER_ARTICLES_PER_COLUMN, loadFooterArticles } from '../../../server/ssr/footer-articles.ts';
import { isMissingEndpoint } from '../../../server/upstream/missing-endpoint.ts';

type Answers = Record<string, unknown | MallReadError>;

function readerOf(answers: Answers): MallReader & { asked: string[] } {
  const asked: string[] = [];
  const get = async <T>(path: string, query?: Record<string, unknown>): Promise<T> => {
    asked.push(query ? `${path}?${new URLSearchParams(query as Record<string, string>)}` : path);
    const answer = answers[path];
    if (answer instanceof MallReadError) throw answer;
    if (answer === undefined) throw new MallReadError(400, 400, '接口不存在');
    return answer as T;
  };
  return {
    asked,
    get,
    getOr: async <T>(path: string, fallback: T, query?: Record<string, unknown>) => get<T>(path, query).catch(() => fallback),
    postRead: async () => {
      throw new Error('not a read');
    },
    warn: () => undefined,
  } as MallReader & { asked: string[] };
}

const STOCK_ROUTES: Answers = {
  '/api/article/category/lst': [
    { article_category_id: 1, title: '行业资讯', status: 1 },
    { article_category_id: 17, title: '配送方式', status: 1 },
    { article_category_id: 16, title: '新手指南', status: 1 },
  ],
  '/api/article/lst/16': {
    count: 2,
    list: [
      { article_id: 1, title: '注册与登录', cid: 16 },
      { article_id: 2, title: '下单流程', cid: 16 },
    ],
  },
  '/api/article/lst/17': { count: 1, list: [{ article_id: 5, title: '运费说明', cid: 17 }] },
};

const STOCK_COLUMNS = [
  {
    article_category_id: 16,
    title: '新手指南',
    articles: [
      { article_id: 1, title: '注册与登录' },
      { article_id: 2, title: '下单流程' },
    ],
  },
  { article_category_id: 17, title: '配送方式', articles: [{ article_id: 5, title: '运费说明' }] },
];

const MISSING: [string, MallReadError][] = [
  ['an HTML shell (HTTP 200)', new MallReadError(502, 502, '商城服务返回了错误的数据，请稍后再试', 'UPSTREAM_BAD_RESPONSE')],
  ['a 404 page', new MallReadError(404, 404, '接口不存在')],
  ['ThinkPHP JSON 404', new MallReadError(404, 404, '页面错误！请稍后再试～')],
  ['a CRMEB failure envelope', new MallReadError(400, 400, '参数错误')],
];

describe('footer article columns', () => {
  it('come from /api/article/categories when the backend has it', async () => {
    const reader = readerOf({ '/api/article/categories': STOCK_COLUMNS });
    expect(await loadFooterArticles(reader)).toEqual(STOCK_COLUMNS);
    expect(reader.asked).toEqual(['/api/article/categories']);
  });

  it.each(MISSING)('fall back to the stock article routes on %s', async (_what, error) => {
    const reader = readerOf({ '/api/article/categories': error, ...STOCK_ROUTES });
    expect(await loadFooterArticles(reader)).toEqual(STOCK_COLUMNS);
    expect(reader.asked).toContain(`/api/article/lst/16?page=1&limit=${FOOTER_ARTICLES_PER_COLUMN}`);
    expect(reader.asked).not.toContain(`/api/article/lst/1?page=1&limit=${FOOTER_ARTICLES_PER_COLUMN}`);
  });

  it('keep a column whose article list cannot be read, without links', async () => {
    const { '/api/article/lst/17': _gone, ...rest } = STOCK_ROUTES;
    const reader = readerOf({ '/api/article/categories': MISSING[0]?.[1], ...rest });
    const columns = await loadFooterArticles(reader);
    expect(columns.map((column) => [column.article_category_id, column.articles.length])).toEqual([
      [16, 2],
      [17, 0],
    ]);
  });

  it('fail (so the cache keeps the last columns) when the backend is down or slow, not missing', async () => {
    for (const error of [
      new MallReadError(502, 502, '商城服务暂时无法连接，请稍后再试', 'UPSTREAM_UNAVAILABLE'),
      new MallReadError(504, 504, '商城服务响应超时，请稍后再试', 'UPSTREAM_TIMEOUT'),
    ]) {
      expect(isMissingEndpoint(error)).toBe(false);
      await expect(loadFooterArticles(readerOf({ '/api/article/categories': error, ...STOCK_ROUTES }))).rejects.toBe(error);
    }
  });

  it('treat only failed mall reads as "missing"', () => {
    expect(isMissingEndpoint(new Error('boom'))).toBe(false);
    expect(isMissingEndpoint(undefined)).toBe(false);
    for (const [, error] of MISSING) expect(isMissingEndpoint(error)).toBe(true);
  });
});
