import { useData } from 'vike-react/useData';
import { BalanceScreen } from '#web/features/user-centre/BalanceScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { tab, page, balance } = useData<Data>();
  return <BalanceScreen tab={tab} page={page} balance={balance} />;
}
