import { useData } from 'vike-react/useData';
import { SpendScreen } from '#web/features/company-spend/SpendScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { report, charts, from, to, error } = useData<Data>();
  return <SpendScreen report={report} charts={charts} from={from} to={to} error={error} />;
}
