// Article categories 16 to 22 (footer columns) and news categories, with their articles.
import { formatDateTime } from '../../core/envelope.ts';
import type { Article, ArticleCategory } from '../content-types.ts';
import { assetUrl, escapeXml } from '../../core/pictures.ts';
import { HELP_ARTICLES } from './help-articles.ts';

const FOOTER: Array<[number, string, string[]]> = [
  [16, '新手指南', ['注册与登录', '企业账号认证', '下单流程', '常见问题']],
  [17, '配送方式', ['配送范围与时效', '运费说明', '大件物流']],
  [18, '支付方式', ['余额支付', '微信与支付宝', '对公转账与月结']],
  [19, '售后服务', ['退换货政策', '发票说明', '质量保证']],
  [20, '企业采购', ['集采服务', '对账单与账期', '阶梯价说明']],
  [21, '商家服务', ['商家入驻流程', '入驻资质要求', '平台规则']],
  [22, '关于我们', ['公司简介', '联系我们', '加入我们']],
];

const NEWS: Array<[number, string, string[]]> = [
  [
    1,
    '行业资讯',
    [
      '2025年工业品采购数字化趋势报告发布',
      '新版劳动防护用品配备标准解读',
      '办公纸张价格走势分析：三季度小幅回落',
      '锂电工具市场份额持续提升，无刷电机成主流',
      '安防监控行业迎来AI升级潮',
      '包装材料绿色化：可降解胶带与纸基缓冲材料',
    ],
  ],
  [
    2,
    '平台公告',
    [
      '关于企业采购节活动规则的公告',
      '东联商城春节期间发货安排',
      '关于上线企业账号与对公结算功能的通知',
      '商家入驻绿色通道开放公告',
      '关于规范商品参数填写的通知',
    ],
  ],
  [
    3,
    '采购指南',
    [
      '如何为工厂挑选合适的防护手套',
      '复印纸克重怎么选？70g与80g的区别',
      '断路器选型入门：极数、电流与分断能力',
      '实验室电子天平日常校准指南',
      '监控摄像机像素与镜头焦距怎么搭配',
    ],
  ],
];

function articleDate(index: number): string {
  const d = new Date(2025, 5, 28, 9, 0, 0);
  d.setDate(d.getDate() - index * 3);
  d.setMinutes(d.getMinutes() + index * 7);
  return formatDateTime(d);
}

function body(title: string, category: string, id: number): string {
  const t = escapeXml(title);
  return [
    `<h2>${t}</h2>`,
    `<p>本文由东联工业品商城${escapeXml(category)}栏目整理发布，供企业采购人员参考。</p>`,
    `<p><img src="${assetUrl('news', id)}" alt="${t}" width="750" height="360"></p>`,
    '<h3>一、要点概览</h3>',
    '<ul><li>明确采购需求与使用场景，按国家标准核对参数；</li><li>优先选择自营或品牌授权店铺，保留发票与质检报告；</li><li>批量采购可申请阶梯价并使用平台优惠券。</li></ul>',
    '<h3>二、详细说明</h3>',
    `<p>${t}相关事项请以平台最新规则为准。如有疑问，请拨打客服热线 <strong>400-820-8820</strong>（工作日 9:00-18:00）。</p>`,
    '<blockquote>温馨提示：对公汇款请只转入“财务管理 → 线下汇款充值”所示的平台收款账户；平台不会通过电话、短信要求您向个人账户转账。</blockquote>',
  ].join('\n');
}

export function buildArticles(): { categories: ArticleCategory[]; articles: Article[] } {
  const categories: ArticleCategory[] = [];
  const articles: Article[] = [];
  const createTime = formatDateTime(new Date(2024, 0, 1, 9, 0, 0));
  NEWS.forEach(([id, title], i) => {
    categories.push({
      article_category_id: id,
      pid: 0,
      mer_id: 0,
      title,
      info: `${title}栏目`,
      image: assetUrl('news', `cate-${id}`),
      status: 1,
      sort: 200 - i,
      create_time: createTime,
      group: 'news',
    });
  });
  FOOTER.forEach(([id, title], i) => {
    categories.push({
      article_category_id: id,
      pid: 0,
      mer_id: 0,
      title,
      info: `${title}说明`,
      image: '',
      status: 1,
      sort: 100 - i,
      create_time: createTime,
      group: 'footer',
    });
  });
  // footer articles take ids 1.., news articles 101..
  let footerId = 0;
  for (const [cid, category, titles] of FOOTER) {
    for (const title of titles) {
      footerId += 1;
      articles.push({
        article_id: footerId,
        cid,
        title,
        author: '东联商城',
        image_input: '',
        synopsis: `${category}：${title}`,
        visit: 100 + footerId * 13,
        sort: 100 - footerId,
        url: '',
        is_hot: 0,
        is_banner: 0,
        create_time: articleDate(40 + footerId),
        content: `<h2>${escapeXml(title)}</h2>\n${HELP_ARTICLES[title] ?? body(title, category, footerId)}`,
      });
    }
  }
  let newsIndex = 0;
  for (const [cid, category, titles] of NEWS) {
    for (const title of titles) {
      const id = 101 + newsIndex;
      articles.push({
        article_id: id,
        cid,
        title,
        author: category === '平台公告' ? '平台运营部' : '东联研究院',
        image_input: assetUrl('news', id),
        synopsis: `${title}。点击查看全文。`,
        visit: 300 + ((newsIndex * 97) % 900),
        sort: 50,
        url: '',
        is_hot: newsIndex % 4 === 0 ? 1 : 0,
        is_banner: newsIndex < 3 ? 1 : 0,
        create_time: articleDate(newsIndex),
        content: body(title, category, id),
      });
      newsIndex += 1;
    }
  }
  return { categories, articles };
}
