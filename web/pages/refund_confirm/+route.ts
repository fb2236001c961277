import { ROUTES } from '#shared/routes.ts';

export default ROUTES.refundConfirm.path;
