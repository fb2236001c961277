import { ROUTES } from '#shared/routes.ts';

export default ROUTES.privacyAgreement.path;
