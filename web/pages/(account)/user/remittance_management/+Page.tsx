import { useData } from 'vike-react/useData';
import { RemittanceScreen } from '#web/features/company-finance/RemittanceScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { tab, page, remittances, opened } = useData<Data>();
  return <RemittanceScreen key={`${tab}:${page}:${opened?.id ?? 0}`} tab={tab} page={page} remittances={remittances} opened={opened} />;
}
