import { ComingSoon } from '#web/features/ui/ComingSoon.tsx';

export default function Page() {
  return <ComingSoon>这里将列出您提交的商户入驻申请及其审核结果。</ComingSoon>;
}
