import { ROUTES } from '#shared/routes.ts';

export default ROUTES.payment.path;
