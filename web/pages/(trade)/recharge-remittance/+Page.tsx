import { useData } from 'vike-react/useData';
import { RechargeScreen } from '#web/features/company-finance/RechargeScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { code, account, today } = useData<Data>();
  return <RechargeScreen key={code} code={code} account={account} today={today} />;
}
