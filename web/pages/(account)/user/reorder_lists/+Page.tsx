import { useData } from 'vike-react/useData';
import { ReorderListsScreen } from '#web/features/reorder-lists/ReorderListsScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { page, lists, detail, canBuy } = useData<Data>();
  return <ReorderListsScreen page={page} lists={lists} detail={detail} canBuy={canBuy} />;
}
