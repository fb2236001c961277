import { useData } from 'vike-react/useData';
import { AddressBook } from '#web/features/address/AddressBook.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { addresses } = useData<Data>();
  return <AddressBook addresses={addresses} />;
}
