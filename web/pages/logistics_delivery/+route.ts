import { ROUTES } from '#shared/routes.ts';

export default ROUTES.logisticsDelivery.path;
