import { ComingSoon } from '#web/features/ui/ComingSoon.tsx';

export default function Page() {
  return <ComingSoon>这里将列出您的预售订单，以及定金、尾款的支付状态和尾款支付时间。</ComingSoon>;
}
