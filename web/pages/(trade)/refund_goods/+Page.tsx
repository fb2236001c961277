import { useData } from 'vike-react/useData';
import { refundDetailHref } from '#web/features/refund/refund-links.ts';
import { RefundGoodsScreen } from '#web/features/refund/RefundGoodsScreen.tsx';
import { RefundRefused } from '#web/features/refund/RefundSelectScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { id, open, companies, phone } = useData<Data>();
  if (!open) return <RefundRefused title="退回商品" message="退款单状态有误" backHref={id ? refundDetailHref(id) : '/user/refund_list'} />;
  return <RefundGoodsScreen refundId={id} companies={companies} phone={phone} />;
}
