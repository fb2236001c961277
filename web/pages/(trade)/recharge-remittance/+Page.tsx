import { useData } from 'vike-react/useData';
import { CompanyRefused } from '#web/features/company-finance/CompanyRefused.tsx';
import { RechargeScreen } from '#web/features/company-finance/RechargeScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { read, today } = useData<Data>();
  if (read.refused !== null) return <CompanyRefused text={read.refused} />;
  return <RechargeScreen key={read.remittanceNo} code={read.code} remittanceNo={read.remittanceNo} account={read.account} today={today} />;
}
