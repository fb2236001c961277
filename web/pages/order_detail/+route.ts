import { ROUTES } from '#shared/routes.ts';

export default ROUTES.orderDetail.path;
