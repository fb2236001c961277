import { ROUTES } from '#shared/routes.ts';

export default ROUTES.refundLogistics.path;
