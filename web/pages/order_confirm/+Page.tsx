import { ROUTES } from '#shared/routes.ts';
import { PagePlaceholder } from '../../components/ui/PagePlaceholder.tsx';

export default function Page() {
  return <PagePlaceholder title={ROUTES.orderConfirm.name} />;
}
