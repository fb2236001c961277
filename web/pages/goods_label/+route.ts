import { ROUTES } from '#shared/routes.ts';

export default ROUTES.goodsLabel.path;
