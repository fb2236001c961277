import { useData } from 'vike-react/useData';
import { InvoiceListScreen } from '#web/features/invoice/InvoiceListScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const data = useData<Data>();
  return <InvoiceListScreen {...data} />;
}
