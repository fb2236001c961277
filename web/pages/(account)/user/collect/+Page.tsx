import { useData } from 'vike-react/useData';
import { CollectScreen } from '#web/features/collect/CollectScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { tab, page, list } = useData<Data>();
  return <CollectScreen key={`${tab}-${page}`} tab={tab} page={page} data={list} />;
}
