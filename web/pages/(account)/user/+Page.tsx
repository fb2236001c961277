import { useData } from 'vike-react/useData';
import { AccountScreen } from '#web/features/user-centre/AccountScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { profile } = useData<Data>();
  return profile ? <AccountScreen profile={profile} /> : null;
}
