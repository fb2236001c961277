import { ComingSoon } from '#web/features/ui/ComingSoon.tsx';

export default function Page() {
  return <ComingSoon>这里将按月列出企业的对账单，可确认对账并下载。</ComingSoon>;
}
