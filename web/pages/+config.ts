import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

export default {
  extends: [vikeReact],
  // An allow-list: only the chrome's public view crosses to the browser (never the mall reader).
  passToClient: ['layout'],
  lang: 'zh-CN',
  ssr: true,
} satisfies Config;
