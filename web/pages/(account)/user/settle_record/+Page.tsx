import { useData } from 'vike-react/useData';
import { SettleRecordScreen } from '#web/features/settle-record/SettleRecordScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { page, total, records } = useData<Data>();
  return <SettleRecordScreen page={page} total={total} records={records} />;
}
