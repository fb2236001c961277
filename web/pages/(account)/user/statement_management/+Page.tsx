import { useData } from 'vike-react/useData';
import { StatementsScreen } from '#web/features/company-statements/StatementsScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { status, page, section, canConfirm } = useData<Data>();
  return <StatementsScreen status={status} page={page} section={section} canConfirm={canConfirm} />;
}
