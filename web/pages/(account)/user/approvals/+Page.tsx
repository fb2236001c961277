import { useData } from 'vike-react/useData';
import { ApprovalsScreen } from '#web/features/company-approvals/ApprovalsScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { tab, page, approvals } = useData<Data>();
  return <ApprovalsScreen key={`${tab}:${page}`} tab={tab} page={page} approvals={approvals} />;
}
