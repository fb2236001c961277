import { useData } from 'vike-react/useData';
import { WalletScreen } from '#web/features/coupon-wallet/WalletScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { tab, page, total, cards } = useData<Data>();
  return <WalletScreen tab={tab} page={page} total={total} cards={cards} />;
}
