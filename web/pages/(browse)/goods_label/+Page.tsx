import { useData } from 'vike-react/useData';
import { ListingView } from '#web/features/browse/listing/ListingView.tsx';
import type { ListingData } from '#web/features/browse/listing/listing-types.ts';

export default function Page() {
  return <ListingView data={useData<ListingData>()} />;
}
