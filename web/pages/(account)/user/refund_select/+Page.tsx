import { ComingSoon } from '#web/features/ui/ComingSoon.tsx';

export default function Page() {
  return <ComingSoon>这里将让您为订单商品选择退款类型：仅退款，或退货退款。</ComingSoon>;
}
