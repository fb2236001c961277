import { descriptionFromMeta } from '#web/components/browse/meta-hooks.ts';

export default descriptionFromMeta;
