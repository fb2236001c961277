// pageContext fields added by the BFF (server/ssr/page-context.ts).
import type { CategoryNode, LayoutView } from '#shared/api/layout-view.ts';
import type { MallReader } from '#shared/api/mall-reader.ts';

declare global {
  namespace Vike {
    interface Config {
      /** the 商品分类 bar under the header: on for the (browse) group, off elsewhere and on the home page */
      categoryBar?: boolean;
      /** seconds a guest's copy of the page may be kept by the server (0: never) */
      guestCacheSeconds?: number;
    }
    interface ConfigResolved {
      categoryBar?: boolean;
      guestCacheSeconds?: number;
    }
    interface PageContext {
      /** chrome data; public fields only, passed to the browser */
      layout: LayoutView;
      /** server-only: the whole category tree (the browser gets only layout.categoryTop) */
      categoryTree: CategoryNode[];
      /** server-only: the cached /api/pc/home answer (banners, tabs, top banner) */
      publicHome?: Record<string, unknown>;
      /** server-only: the cached /api/config answer (which payment methods are on) */
      publicConfig?: Record<string, unknown>;
      /** server-only: the demo mall's test hooks are on (DEMO_MALL_TEST_HOOKS=1) */
      demoTestHooks?: boolean;
      /** server-only: 微信支付 is on when /api/config has no pay_weixin_open (MALL_WEIXIN_PAY, docs/adr/0057) */
      weixinPay?: boolean;
      /** server-only: the browser was signed in by PunchOut (the cart offers 返回采购系统) */
      punchout?: boolean;
      /** set by pages that want a specific <title> ("<page name>-<site name>") */
      abortReason?: unknown;
    }
    /** Only while the server renders: the browser has no mall reader (its calls go through bff-client). */
    interface PageContextServer {
      /** the mall, read with the visitor's own login (server/ssr/page-context.ts) */
      mall: MallReader;
    }
  }
}
