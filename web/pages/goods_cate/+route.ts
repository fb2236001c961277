import { ROUTES } from '#shared/routes.ts';

export default ROUTES.goodsCate.path;
