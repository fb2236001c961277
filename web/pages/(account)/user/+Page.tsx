import { ComingSoon } from '#web/features/ui/ComingSoon.tsx';

export default function Page() {
  return <ComingSoon>这里将显示您的账户资料：头像、昵称、手机号与登录密码的修改，以及余额、积分和优惠券的概览。</ComingSoon>;
}
