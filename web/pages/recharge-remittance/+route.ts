import { ROUTES } from '#shared/routes.ts';

export default ROUTES.rechargeRemittance.path;
