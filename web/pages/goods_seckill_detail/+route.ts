import { ROUTES } from '#shared/routes.ts';

export default ROUTES.goodsSeckillDetail.path;
