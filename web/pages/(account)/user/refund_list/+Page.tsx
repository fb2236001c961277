import { useData } from 'vike-react/useData';
import { RefundListScreen } from '#web/features/refund/RefundListScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { type, page, rows, total } = useData<Data>();
  return <RefundListScreen type={type} page={page} rows={rows} total={total} />;
}
