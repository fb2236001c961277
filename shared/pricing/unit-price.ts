// The one price rule for a piece of a SKU: an SVIP buyer (is_svip > 0 while the mall's svip switch is on)
// pays the SVIP price of a normal product, everyone else the sale price. The cart page, the product page
// and the demo mall's order pricing all call this, so what the cart shows is what the order charges
// (docs/mall-api.md §3.6, docs/screens.md a.5 and a.6).
import { type Fen, toFen } from '../money.ts';

/** CRMEB product_type 0: only normal products have an SVIP price; activity prices are final. */
const NORMAL_PRODUCT = 0;

/** is_svip above 0 counts only while svip_switch_status is on ('1', 1 or true). */
export function svipActive(isSvip: unknown, svipSwitch: unknown): boolean {
  const switchOn = svipSwitch === true || svipSwitch === 1 || svipSwitch === '1';
  return switchOn && Number(isSvip) > 0;
}

export interface PricedSku {
  /** sale price, a mall decimal ('12.50') or a number of yuan */
  price: unknown;
  svip_price?: unknown;
}

export interface UnitPriceOptions {
  /** the buyer's SVIP state, from svipActive() */
  svip: boolean;
  /** CRMEB product_type; absent means a normal product */
  productType?: number;
}

/**
 * The rule on amounts already in fen. The SVIP price applies only when it is set (above 0) and below the
 * sale price, so a badly entered SVIP price can never make a member pay more than a guest.
 */
export function pieceFen(priceFen: Fen, svipPriceFen: Fen, options: UnitPriceOptions): Fen {
  if (!options.svip || (options.productType ?? NORMAL_PRODUCT) !== NORMAL_PRODUCT) return priceFen;
  return svipPriceFen > 0 && svipPriceFen < priceFen ? svipPriceFen : priceFen;
}

/** Price of one piece in fen, from the mall's decimals ('12.50') or yuan numbers. */
export function unitPriceFen(sku: PricedSku, options: UnitPriceOptions): Fen {
  return pieceFen(toFen(sku.price), toFen(sku.svip_price), options);
}

/** What one piece saves an SVIP buyer, in fen (0 for everyone else). */
export function svipSavingFen(sku: PricedSku, options: UnitPriceOptions): Fen {
  return toFen(sku.price) - unitPriceFen(sku, options);
}
