import { ComingSoon } from '#web/features/ui/ComingSoon.tsx';

export default function Page() {
  return <ComingSoon>这里将列出您收藏的商品和关注的店铺，可取消收藏。</ComingSoon>;
}
