import { ROUTES } from '#shared/routes.ts';

export default ROUTES.evaluation.path;
