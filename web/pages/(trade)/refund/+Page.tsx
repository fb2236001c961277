import { ROUTES } from '#shared/routes.ts';
import { PagePlaceholder } from '#web/features/ui/PagePlaceholder.tsx';

export default function Page() {
  return <PagePlaceholder title={ROUTES.refund.name} />;
}
