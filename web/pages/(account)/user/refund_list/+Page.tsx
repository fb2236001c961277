import { ComingSoon } from '#web/features/ui/ComingSoon.tsx';

export default function Page() {
  return <ComingSoon>这里将列出您的售后与退款申请，可查看处理进度、填写退货物流。</ComingSoon>;
}
