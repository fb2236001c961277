// The footer's help articles (issue 37 item 9): each says its own thing, 配送范围与时效 gives delivery facts, and
// 对公转账与月结 asks for offline transfers with the 汇款识别码 exactly as 线下汇款充值 does, never the opposite.
import { describe, expect, it } from 'vitest';
import { buildArticles } from '../../../demo-mall/platform/seed/seed-articles.ts';

const { articles } = buildArticles();
const footer = articles.filter((article) => article.cid >= 16 && article.cid <= 22);
const text = (title: string) => footer.find((article) => article.title === title)?.content ?? '';

describe('help articles', () => {
  it('each has its own content, not one boilerplate with the title swapped in', () => {
    expect(footer).toHaveLength(22);
    const bodies = footer.map((article) => article.content.replace(article.title, ''));
    expect(new Set(bodies).size).toBe(footer.length);
  });

  it('配送范围与时效 says where the mall delivers and how soon', () => {
    expect(text('配送范围与时效')).toContain('港澳台');
    expect(text('配送范围与时效')).toContain('48 小时内发货');
    expect(text('运费说明')).toContain('满 99 元包邮');
  });

  it('对公转账与月结 asks for transfers with the 汇款识别码, and no article says the platform never does', () => {
    expect(text('对公转账与月结')).toContain('汇款识别码');
    expect(text('对公转账与月结')).toContain('线下汇款充值');
    for (const article of articles) expect(article.content).not.toContain('不会以任何理由要求您线下转账');
  });
});
