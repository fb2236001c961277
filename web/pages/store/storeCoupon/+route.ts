import { STORE_PAGES } from '#shared/routes.ts';

export default STORE_PAGES.storeCoupon.path;
