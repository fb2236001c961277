import { useData } from 'vike-react/useData';
import { CompanyRefused } from '#web/features/company-finance/CompanyRefused.tsx';
import { RemittanceScreen } from '#web/features/company-finance/RemittanceScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { tab, page, read } = useData<Data>();
  if (read.refused !== null) return <CompanyRefused text={read.refused} />;
  const { remittances, opened } = read;
  return <RemittanceScreen key={`${tab}:${page}:${opened?.id ?? 0}`} tab={tab} page={page} remittances={remittances} opened={opened} />;
}
