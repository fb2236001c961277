// The sign-in pages are for guests: a signed-in visitor goes home (docs/product.md §2).
export { guestOnly as guard } from '#web/features/login/guards.ts';
