// What a guest reads beside an original price: the price a buyer pays needs a login (docs/trade-pricing.md §Shown price).
import { GUEST_PRICE_HINT } from '#shared/pricing/shown-price.ts';
import { ROUTES } from '#shared/routes.ts';

export function GuestPriceHint() {
  return (
    <a className="guest-price-hint" href={ROUTES.login.path} rel="nofollow">
      {GUEST_PRICE_HINT}
    </a>
  );
}
