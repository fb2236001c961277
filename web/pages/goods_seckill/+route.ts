import { ROUTES } from '#shared/routes.ts';

export default ROUTES.goodsSeckill.path;
