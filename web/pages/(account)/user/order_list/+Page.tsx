import { useData } from 'vike-react/useData';
import { PoSearchBox } from '#web/features/company-purchase-refs/PoSearchBox.tsx';
import { PoSearchResults } from '#web/features/company-purchase-refs/PoSearchResults.tsx';
import { OrderListScreen } from '#web/features/order/OrderListScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { tab, page, list, poNumber, poSearch } = useData<Data>();
  return (
    <>
      <PoSearchBox initial={poNumber} />
      {poSearch ? <PoSearchResults poNumber={poNumber} page={page} result={poSearch} /> : null}
      {list ? <OrderListScreen tab={tab} page={page} data={list} /> : null}
    </>
  );
}
