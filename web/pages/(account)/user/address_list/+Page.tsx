import { ComingSoon } from '#web/features/ui/ComingSoon.tsx';

export default function Page() {
  return <ComingSoon>这里将管理您的收货地址：新增、编辑、删除，并设置默认地址。</ComingSoon>;
}
