import { ComingSoon } from '#web/features/ui/ComingSoon.tsx';

export default function Page() {
  return <ComingSoon>这里将显示您的账户余额与余额明细（充值、消费、退款），并可充值。</ComingSoon>;
}
