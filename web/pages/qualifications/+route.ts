import { ROUTES } from '#shared/routes.ts';

export default ROUTES.qualifications.path;
