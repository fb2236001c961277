// The new password typed twice (找回密码 and 修改密码): 8–16 characters, checked by the caller's schema.
import { NewPasswordInput } from './NewPasswordInput.tsx';

export function NewPasswordFields(props: {
  pwd: string;
  onPwd: (value: string) => void;
  confirm: string;
  onConfirm: (value: string) => void;
}) {
  return (
    <>
      <NewPasswordInput label="请输入8-16位新密码" value={props.pwd} onChange={props.onPwd} />
      <NewPasswordInput label="请再次输入新密码" value={props.confirm} onChange={props.onConfirm} />
    </>
  );
}
