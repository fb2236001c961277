import { useData } from 'vike-react/useData';
import { ApprovalsScreen } from '#web/features/company-approvals/ApprovalsScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { tab, page, approvals, units, unitId } = useData<Data>();
  return <ApprovalsScreen key={`${tab}:${page}:${unitId}`} tab={tab} page={page} approvals={approvals} units={units} unitId={unitId} />;
}
