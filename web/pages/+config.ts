import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

export default {
  extends: [vikeReact],
  // An allow-list: only the chrome's public view crosses to the browser (never the mall reader).
  passToClient: ['layout'],
  lang: 'zh-CN',
  ssr: true,
  // Filesystem routing: a page's URL is its folder under web/pages (route groups in parentheses and
  // `index` folders left out, `@name` folders are parameters), so web/pages maps to '/', not '/web'.
  filesystemRoutingRoot: '/',
  // Off by default; the (browse) group turns it on (docs/adr/0008-filesystem-routing-and-route-groups.md).
  categoryBar: false,
  // Seconds a guest's copy of a page may be kept (docs/bff-contract.md §10); the (browse) group turns it on.
  guestCacheSeconds: 0,
  meta: {
    // Login guards (one +guard per route group) run on the server only: they read the session from the
    // cookies there, and every client-side navigation then fetches fresh page data along the way.
    guard: { env: { server: true } },
    // Whether the layout shows the 商品分类 bar under the header (browse pages); read by the layout on
    // both sides, so it is set per group instead of being worked out from the URL.
    categoryBar: { env: { server: true, client: true } },
    // Read by the server after a render (server/ssr/ssr-plugin.ts); the browser never needs it.
    guestCacheSeconds: { env: { server: true } },
  },
} satisfies Config;
