import { useData } from 'vike-react/useData';
import { SpendScreen } from '#web/features/company-spend/SpendScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { report, from, to, error } = useData<Data>();
  return <SpendScreen report={report} from={from} to={to} error={error} />;
}
