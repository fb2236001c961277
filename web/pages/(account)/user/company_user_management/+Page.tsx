import { useData } from 'vike-react/useData';
import { MembersScreen } from '#web/features/company-members/MembersScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { page, members } = useData<Data>();
  return <MembersScreen members={members} page={page} />;
}
