import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

export default {
  extends: [vikeReact],
  // An allow-list: only the chrome's public view crosses to the browser (never the mall reader).
  passToClient: ['layout'],
  lang: 'zh-CN',
  ssr: true,
  // The login guard runs on the server only: it reads the session from the cookies there, and every
  // client-side navigation then fetches fresh page data (session, cart count) along the way.
  meta: {
    guard: { env: { server: true } },
  },
} satisfies Config;
