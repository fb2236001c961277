import { ComingSoon } from '#web/features/ui/ComingSoon.tsx';

export default function Page() {
  return <ComingSoon>这里将显示您的积分余额与积分的获得、使用记录。</ComingSoon>;
}
