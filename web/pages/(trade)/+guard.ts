// Trading pages (cart, orders, payment, refunds, logistics, reviews, remittance) need a login (docs/product.md §2);
// /recharge-remittance also the company role that allows it (docs/user-centre.md): otherwise the 403 page.
export { signedInWithRole as guard } from '#web/features/company-members/company-guard.ts';
