// Trading pages (cart, orders, payment, refunds, logistics, reviews, remittance) need a login (docs/product.md §2).
export { loginRequired as guard } from '#web/features/login/guards.ts';
