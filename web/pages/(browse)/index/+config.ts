// The home page shows the category menu open beside its banner instead of the bar.
import type { Config } from 'vike/types';

export default { categoryBar: false } satisfies Config;
