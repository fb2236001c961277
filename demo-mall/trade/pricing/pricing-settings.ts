// The demo mall's pricing numbers, stated once (docs/trade-pricing.md): 单店满99元包邮，不满收取运费8元;
// 100 points are worth 1 yuan and pay at most 50% of a line's goods; orders give no points.
import type { PricingSettings } from './pricing-types.ts';

export const DEMO_PRICING_SETTINGS: PricingSettings = {
  postage: { freeFromFen: 9900, feeFen: 800 },
  points: { enabled: true, pointsPerYuan: 100, maxPercent: 50, givenPerYuan: 0 },
};
