import { ComingSoon } from '#web/features/ui/ComingSoon.tsx';

export default function Page() {
  return <ComingSoon>这里将显示一张对账单的明细：订单、金额与结算状态。</ComingSoon>;
}
