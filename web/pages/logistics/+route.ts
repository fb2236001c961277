import { ROUTES } from '#shared/routes.ts';

export default ROUTES.logistics.path;
