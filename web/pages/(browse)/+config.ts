// Browse pages (listings, details, activities, news, stores): public, no guard, with the 商品分类 bar. A guest's
// copy is kept for 10 s (docs/bff-contract.md §10): the same for every guest, and stock or flash-sale figures lag
// by at most that much; buyers always get a fresh render.
import type { Config } from 'vike/types';

export default { categoryBar: true, guestCacheSeconds: 10 } satisfies Config;
