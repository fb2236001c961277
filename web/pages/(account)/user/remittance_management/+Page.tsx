import { ComingSoon } from '#web/features/ui/ComingSoon.tsx';

export default function Page() {
  return <ComingSoon>这里将列出企业的对公汇款记录及其确认状态，并可提交汇款凭证。</ComingSoon>;
}
