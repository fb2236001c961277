import { ComingSoon } from '#web/features/ui/ComingSoon.tsx';

export default function Page() {
  return <ComingSoon>这里将显示企业的对公账户余额、授信额度和资金流水。</ComingSoon>;
}
