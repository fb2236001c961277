// Every page's <title>, from its data (web/features/chrome/page-meta.ts).
export { titleOf as default } from '#web/features/chrome/page-meta.ts';
