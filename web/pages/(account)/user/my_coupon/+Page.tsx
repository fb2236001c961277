import { ComingSoon } from '#web/features/ui/ComingSoon.tsx';

export default function Page() {
  return <ComingSoon>这里将按 未使用 / 已使用 / 已过期 列出您领取的优惠券。</ComingSoon>;
}
