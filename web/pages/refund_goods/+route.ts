import { ROUTES } from '#shared/routes.ts';

export default ROUTES.refundGoods.path;
