import { useData } from 'vike-react/useData';
import { CompanyRefused } from '#web/features/company-finance/CompanyRefused.tsx';
import { FinanceScreen } from '#web/features/company-finance/FinanceScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { filter, read } = useData<Data>();
  if (read.refused !== null) return <CompanyRefused text={read.refused} />;
  return <FinanceScreen filter={filter} account={read.account} ledger={read.ledger} />;
}
