import { PageMeta } from '#web/components/browse/PageMeta.tsx';

export default PageMeta;
