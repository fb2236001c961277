import { useData } from 'vike-react/useData';
import { CompanyProfileScreen } from '#web/features/company-members/CompanyProfileScreen.tsx';
import { CompanyTerms } from '#web/features/company-acceptance/CompanyTerms.tsx';
import { CostCenterSection } from '#web/features/company-purchase-refs/CostCenterSection.tsx';
import { WebhookSection } from '#web/features/inbox/WebhookSection.tsx';
import { OpenClientSection } from '#web/features/open-clients/OpenClientSection.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { company, canEdit, canManageWebhooks, canManageOpenApi, units } = useData<Data>();
  return (
    <>
      <CompanyProfileScreen company={company} canEdit={canEdit} />
      <CompanyTerms canEdit={canEdit} />
      <CostCenterSection canEdit={canEdit} />
      {canManageWebhooks ? <WebhookSection /> : null}
      {canManageOpenApi ? <OpenClientSection units={units} /> : null}
    </>
  );
}
