import { useData } from 'vike-react/useData';
import { FinanceScreen } from '#web/features/company-finance/FinanceScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { filter, account, ledger } = useData<Data>();
  return <FinanceScreen filter={filter} account={account} ledger={ledger} />;
}
