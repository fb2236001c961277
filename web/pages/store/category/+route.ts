import { STORE_PAGES } from '#shared/routes.ts';

export default STORE_PAGES.category.path;
