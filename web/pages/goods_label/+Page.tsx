import { useData } from 'vike-react/useData';
import { ListingView } from '#web/components/browse/listing/ListingView.tsx';
import type { ListingData } from '#web/components/browse/listing/listing-types.ts';

export default function Page() {
  return <ListingView data={useData<ListingData>()} />;
}
