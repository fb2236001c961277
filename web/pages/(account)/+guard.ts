// Account pages (user centre, 商户入驻) need a login (docs/product.md §2); the company pages also the role
// their permission names (docs/user-centre.md): otherwise the 403 page.
export { signedInWithRole as guard } from '#web/features/company-members/company-guard.ts';
