// What a guest reads beside an original price: the price a buyer pays needs a login (docs/trade-pricing.md §Shown price).
import { GUEST_PRICE_HINT } from '#shared/pricing/shown-price.ts';
import { CHROME_PATHS } from '#shared/route-links.ts';

export function GuestPriceHint() {
  return (
    <a className="guest-price-hint" href={CHROME_PATHS.login} rel="nofollow">
      {GUEST_PRICE_HINT}
    </a>
  );
}
