import { ROUTES } from '#shared/routes.ts';

export default ROUTES.user.path;
