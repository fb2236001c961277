// The seed's call table (crmeb-api.md §2, spec §7) for site chrome: home groups, hot keywords,
// configs, version, article categories for the footer, articles and agreements.
import type { FastifyInstance } from 'fastify';
import type { DemoMallContext } from '../../context.ts';
import { fail, ok, paginate, readPaging } from '../../envelope.ts';
import type { Article } from '../catalog-types.ts';
import { pathId, readParams, str } from '../../params.ts';
import { AGREEMENTS } from '../seed/seed-agreements.ts';
import { HOT_KEYWORDS, hotBanners, PC_COPYRIGHT, PC_HOME_BANNER, PC_HOME_TAB, PC_TOP_BANNER, SITE } from '../seed/seed-site.ts';

const FOOTER_IDS = [16, 17, 18, 19, 20, 21, 22];

function toArticleRow(a: Article) {
  return {
    article_id: a.article_id,
    cid: a.cid,
    title: a.title,
    author: a.author,
    image_input: a.image_input,
    synopsis: a.synopsis,
    visit: a.visit,
    sort: a.sort,
    url: a.url,
    admin_id: 1,
    mer_id: 0,
    is_hot: a.is_hot,
    is_banner: a.is_banner,
    status: 1,
    create_time: a.create_time,
    wechat_news_id: 0,
  };
}

/** GET /api/config keys (crmeb-api.md §2.1): flags are '1'/'0' strings, unset values ''. */
function globalConfig() {
  return {
    open_update_info: '0',
    store_street_theme: '1',
    is_open_service: '1',
    is_phone_login: '1',
    global_theme: { type: 'blue', theme_color: '#0091da', assist_color: '#ff7d00', theme: '--view-theme: #0091da;--view-assist: #ff7d00;' },
    integral_status: '1',
    mer_location: '0',
    alipay_open: '1',
    hide_mer_status: '0',
    mer_intention_open: '1',
    share_info: SITE.site_description,
    share_title: SITE.site_name,
    share_pic: SITE.site_logo,
    store_user_min_recharge: '10',
    recharge_switch: '1',
    balance_func_status: '1',
    yue_pay_status: '1',
    site_logo: SITE.site_logo,
    routine_logo: SITE.site_logo,
    site_name: SITE.site_name,
    login_logo: SITE.login_logo,
    procudt_increase_status: '1',
    sys_extension_type: '0',
    member_status: '0',
    copy_command_status: '0',
    community_status: '0',
    community_reply_status: '0',
    community_app_switch: [],
    withdraw_type: ['1', '2', '3'],
    recommend_switch: '1',
    member_interests_status: '0',
    beian_sn: SITE.beian_sn,
    community_reply_auth: '0',
    hot_ranking_switch: '1',
    svip_switch_status: '1',
    margin_ico: '',
    margin_ico_switch: '0',
    tempid: {},
    navigation: [],
    copyright_status: '1',
    copyright_context: `Copyright © ${SITE.site_name}`,
    copyright_image: '',
    sys_intention_agree: AGREEMENTS.sys_intention_agree?.content ?? '',
  };
}

export function registerSiteRoutes(app: FastifyInstance, context: DemoMallContext): void {
  const store = context.catalog;

  app.get('/api/pc/home', async () => ok({ pc_home_tab: PC_HOME_TAB, pc_home_banner: PC_HOME_BANNER, pc_top_banner: PC_TOP_BANNER }));

  app.get('/api/common/hot_keyword', async () => ok(HOT_KEYWORDS.map((k) => ({ keyword: k.keyword, group_data_id: k.group_data_id, group_mer_id: 0 }))));

  app.get('/api/config', async () => ok(globalConfig()));

  app.get('/api/pc/config', async () =>
    ok({
      site_logo: SITE.site_logo,
      wechat_qrcode: SITE.wechat_qrcode,
      site_name: SITE.site_name,
      site_url: SITE.site_url,
      wx_scan_login: '1',
      sys_phone: SITE.sys_phone,
      beian_sn: SITE.beian_sn,
      is_open_service: '1',
      mer_intention_open: '1',
      site_keywords: SITE.site_keywords,
      site_description: SITE.site_description,
      copyright: PC_COPYRIGHT,
    }),
  );

  app.get('/api/version', async () =>
    ok({
      version: SITE.version,
      year: `© 2014-${new Date().getFullYear()}`,
      beian_sn: SITE.beian_sn,
      url: SITE.site_url,
      Copyright: `Copyright © ${SITE.site_name}`,
      sys_open_version: '1',
      status: 1,
      image: '',
    }),
  );

  app.get('/api/pc/hot_banner/:type', async (request) => ok(hotBanners((request.params as { type: string }).type)));

  // Footer columns: categories 16 to 22, each with its article titles.
  app.get('/api/article/categories', async () =>
    ok(
      FOOTER_IDS.map((id) => store.articleCategoryById.get(id))
        .filter((c) => c !== undefined)
        .map((c) => ({
          article_category_id: c.article_category_id,
          title: c.title,
          articles: (store.articlesByCid.get(c.article_category_id) ?? []).map((a) => ({ article_id: a.article_id, title: a.title })),
        })),
    ),
  );

  app.get('/api/article/category/lst', async () =>
    ok(
      [...store.articleCategories]
        .sort((a, b) => b.sort - a.sort)
        .map(({ group: _group, ...row }) => row),
    ),
  );

  app.get('/api/article/lst/:cid', async (request) => {
    const { page, limit } = readPaging(readParams(request), 10);
    const list = [...(store.articlesByCid.get(pathId(request, 'cid')) ?? [])].sort((a, b) => b.create_time.localeCompare(a.create_time) || a.article_id - b.article_id);
    const result = paginate(list, page, limit);
    return ok({ count: result.count, list: result.list.map(toArticleRow) });
  });

  // 最新资讯: the nine newest news articles.
  app.get('/api/article/list', async () => {
    const news = store.articles.filter((a) => store.articleCategoryById.get(a.cid)?.group === 'news');
    const list = [...news].sort((a, b) => b.create_time.localeCompare(a.create_time) || a.article_id - b.article_id).slice(0, 9);
    return ok({ count: list.length, list: list.map(toArticleRow) });
  });

  app.get('/api/article/detail/:id', async (request) => {
    const article = store.articleById.get(pathId(request));
    if (!article) return fail('文章不存在');
    const category = store.articleCategoryById.get(article.cid);
    return ok({
      ...toArticleRow(article),
      content: { article_content_id: article.article_id, content: article.content },
      articleCategory: category ? { article_category_id: category.article_category_id, title: category.title } : null,
    });
  });

  app.get('/api/agreement/:key', async (request) => {
    const key = str(request.params as Record<string, unknown>, 'key');
    const agreement = AGREEMENTS[key];
    if (!agreement) return fail('协议不存在');
    return ok({ [key]: agreement.content, title: agreement.title, content: agreement.content });
  });
}
