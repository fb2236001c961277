import { lazy } from 'react';
import { useData } from 'vike-react/useData';
import { CompanyProfileScreen } from '#web/features/company-members/CompanyProfileScreen.tsx';
import { CompanyTerms } from '#web/features/company-acceptance/CompanyTerms.tsx';
import { CostCenterSection } from '#web/features/company-purchase-refs/CostCenterSection.tsx';
import { WebhookSection } from '#web/features/inbox/WebhookSection.tsx';
import { TitledSection } from '#web/features/ui/TitledSection.tsx';
import type { Data } from './+data.ts';
import { AfterHydration } from '#web/features/ui/AfterHydration.tsx';

// 开放接口 is the 管理员's alone and loads its clients in the browser anyway: its code follows the page
// (docs/adr/0100), behind the same heading, so no one else downloads it.
const OpenClientSection = lazy(() =>
  import('#web/features/open-clients/OpenClientSection.tsx').then((module) => ({ default: module.OpenClientSection })),
);

const openClientsLoading = (
  <TitledSection className="wh-section oc-section" headingId="oc-section-title" heading="开放接口" headingClassName="pr-section-title">
    <p className="cm-note">加载中…</p>
  </TitledSection>
);

export default function Page() {
  const { company, canEdit, canManageWebhooks, canManageOpenApi, units } = useData<Data>();
  return (
    <>
      <CompanyProfileScreen company={company} canEdit={canEdit} />
      <CompanyTerms canEdit={canEdit} />
      <CostCenterSection canEdit={canEdit} />
      {canManageWebhooks ? <WebhookSection /> : null}
      {canManageOpenApi ? (
        <AfterHydration fallback={openClientsLoading}>
          <OpenClientSection units={units} />
        </AfterHydration>
      ) : null}
    </>
  );
}
