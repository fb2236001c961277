import { ROUTES } from '#shared/routes.ts';

export default ROUTES.orderStayDetail.path;
