import { useData } from 'vike-react/useData';
import { HistoryScreen } from '#web/features/user-centre/HistoryScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { days, page, total } = useData<Data>();
  return <HistoryScreen days={days} page={page} total={total} />;
}
