import { ComingSoon } from '#web/features/ui/ComingSoon.tsx';

export default function Page() {
  return <ComingSoon>这里将显示您企业的资料：企业名称、营业执照与认证状态。</ComingSoon>;
}
