// The new password typed twice (找回密码 and 修改密码): 8–16 characters, checked by the caller's schema.
import { TextField } from './TextField.tsx';

export function NewPasswordFields(props: {
  pwd: string;
  onPwd: (value: string) => void;
  confirm: string;
  onConfirm: (value: string) => void;
}) {
  return (
    <>
      <TextField
        label="请输入8-16位新密码"
        type="password"
        autoComplete="new-password"
        maxLength={16}
        value={props.pwd}
        onChange={(event) => props.onPwd(event.target.value)}
      />
      <TextField
        label="请再次输入新密码"
        type="password"
        autoComplete="new-password"
        maxLength={16}
        value={props.confirm}
        onChange={(event) => props.onConfirm(event.target.value)}
      />
    </>
  );
}
