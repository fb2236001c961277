// Site chrome (docs/mall-api.md §2, docs/product.md §7): home groups, hot keywords, configs, version,
// hot-list banners, agreements and the registration form's zone options.
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../core/envelope.ts';
import { checkPath, joined, paramsOf } from '../core/param-schemas.ts';
import { AGREEMENTS } from './seed/seed-agreements.ts';
import { HOT_KEYWORDS, hotBanners, PC_COPYRIGHT, PC_HOME_BANNER, PC_HOME_TAB, PC_TOP_BANNER, SITE } from './seed/seed-site.ts';
import type { SiteSwitches } from './site-switches.ts';
import { ZONE_OPTIONS } from './zones.ts';

const AgreementPath = paramsOf({ key: joined });
const BannerPath = paramsOf({ type: joined });

/** GET /api/config keys (docs/mall-api.md §2.1): flags are '1'/'0' strings, unset values ''. */
function globalConfig(switches: Readonly<SiteSwitches>) {
  return {
    open_update_info: '0',
    store_street_theme: '1',
    is_open_service: '1',
    is_phone_login: '1',
    global_theme: { type: 'blue', theme_color: '#0091da', assist_color: '#ff7d00', theme: '--view-theme: #0091da;--view-assist: #ff7d00;' },
    mer_location: '0',
    hide_mer_status: '0',
    mer_intention_open: '1',
    share_info: SITE.site_description,
    share_title: SITE.site_name,
    share_pic: SITE.site_logo,
    store_user_min_recharge: '10',
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
    ...switches,
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

export function registerSiteRoutes(app: FastifyInstance, switches: Readonly<SiteSwitches>): void {
  app.get('/api/pc/home', async () => ok({ pc_home_tab: PC_HOME_TAB, pc_home_banner: PC_HOME_BANNER, pc_top_banner: PC_TOP_BANNER }));

  app.get('/api/common/hot_keyword', async () =>
    ok(HOT_KEYWORDS.map((k) => ({ keyword: k.keyword, group_data_id: k.group_data_id, group_mer_id: 0 }))),
  );

  app.get('/api/config', async () => ok(globalConfig(switches)));

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

  app.get('/api/pc/hot_banner/:type', async (request) => {
    const path = checkPath(BannerPath, request);
    return path.ok ? ok(hotBanners(path.value.type)) : path.body;
  });

  app.get('/api/agreement/:key', async (request) => {
    const path = checkPath(AgreementPath, request);
    if (!path.ok) return path.body;
    const key = path.value.key;
    const agreement = Object.hasOwn(AGREEMENTS, key) ? AGREEMENTS[key] : undefined;
    if (!agreement) return fail('协议不存在');
    return ok({ [key]: agreement.content, title: agreement.title, content: agreement.content });
  });

  app.get('/api/config/group/zone_config', async () => ok(ZONE_OPTIONS));
}
