import { titleFromMeta } from '#web/components/browse/meta-hooks.ts';

export default titleFromMeta;
