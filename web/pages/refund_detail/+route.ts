import { ROUTES } from '#shared/routes.ts';

export default ROUTES.refundDetail.path;
