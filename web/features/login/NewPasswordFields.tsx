// The new password typed twice (找回密码 and 修改密码): 8–16 characters, checked by usePasswordChange.
import { NewPasswordInput } from './NewPasswordInput.tsx';
import type { NewPassword } from './use-password-change.ts';

export function NewPasswordFields({ password }: { password: NewPassword }) {
  return (
    <>
      <NewPasswordInput label="请输入8-16位新密码" value={password.pwd} onChange={password.setPwd} />
      <NewPasswordInput label="请再次输入新密码" value={password.confirm} onChange={password.setConfirm} />
    </>
  );
}
