// Account pages (user centre, 商户入驻) need a login (docs/product.md §2).
export { loginRequired as guard } from '#web/features/login/guards.ts';
