import { ComingSoon } from '#web/features/ui/ComingSoon.tsx';

export default function Page() {
  return <ComingSoon>这里将按 全部 / 待付款 / 待发货 / 待收货 / 待评价 列出您的订单，可查看详情、付款、确认收货和评价。</ComingSoon>;
}
