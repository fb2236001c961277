import { ROUTES } from '#shared/routes.ts';

export default ROUTES.goodsDetail.path;
