import type { InputHTMLAttributes, ReactNode } from 'react';

/** A labelled input row; the label is read by screen readers, the placeholder shows the hint. */
export function TextField({ label, after, ...input }: { label: string; after?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="login-field">
      <span className="visually-hidden">{label}</span>
      <input className="login-input" placeholder={label} {...input} />
      {after}
    </label>
  );
}
