import { ROUTES } from '#shared/routes.ts';

export default ROUTES.shoppingCart.path;
