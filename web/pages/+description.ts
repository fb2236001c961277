// Every page's one <meta name="description">: its data's, else the site's. Client-side navigation resets it
// with the next page's value instead of keeping the previous page's text.
export { descriptionOf as default } from '#web/features/chrome/page-meta.ts';
