import { useData } from 'vike-react/useData';
import { ListingView } from '#web/features/browse/listing/ListingView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  return <ListingView data={useData<Data>()} />;
}
