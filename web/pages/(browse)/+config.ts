// Browse pages (listings, details, activities, news, stores): public, no guard, with the 商品分类 bar.
import type { Config } from 'vike/types';

export default { categoryBar: true } satisfies Config;
