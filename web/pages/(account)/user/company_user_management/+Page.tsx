import { ComingSoon } from '#web/features/ui/ComingSoon.tsx';

export default function Page() {
  return <ComingSoon>这里将管理企业成员：邀请成员、分配角色、停用账号。</ComingSoon>;
}
