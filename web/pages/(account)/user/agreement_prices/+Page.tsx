import { useData } from 'vike-react/useData';
import { AgreementsScreen } from '#web/features/company-agreements/AgreementsScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { filters, page, section } = useData<Data>();
  return <AgreementsScreen filters={filters} page={page} section={section} />;
}
