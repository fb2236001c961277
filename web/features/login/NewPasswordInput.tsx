// A new password's input (注册, 找回密码, 修改密码): hidden, at most 16 characters, and marked new-password so the
// browser offers to generate or store one instead of filling in the current one.
import { TextField } from './TextField.tsx';

export function NewPasswordInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      maxLength={16}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
