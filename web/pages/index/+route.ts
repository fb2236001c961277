import { ROUTES } from '#shared/routes.ts';

export default ROUTES.home.path;
