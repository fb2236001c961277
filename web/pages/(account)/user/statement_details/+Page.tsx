import { useData } from 'vike-react/useData';
import { StatementDetailScreen } from '#web/features/company-statements/StatementDetailScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { id, kind, section, canConfirm } = useData<Data>();
  return <StatementDetailScreen id={id} kind={kind} section={section} canConfirm={canConfirm} />;
}
