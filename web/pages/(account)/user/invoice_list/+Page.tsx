import { ComingSoon } from '#web/features/ui/ComingSoon.tsx';

export default function Page() {
  return <ComingSoon>这里将管理您的发票抬头，并列出已开具的发票。</ComingSoon>;
}
