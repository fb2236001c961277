// A labelled form row with its inline message under the control (forms inside dialogs: address, invoice).
// The control gets `id` and points at the message with aria-describedby.
import type { ReactNode } from 'react';
import './form-row.css';

export function errorIdOf(id: string): string {
  return `${id}-error`;
}

export function FormRow({
  id,
  label,
  error,
  required,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`form-row${error ? ' has-error' : ''}`}>
      <label className="form-row-label" htmlFor={id}>
        {required ? (
          <span className="form-row-star" aria-hidden="true">
            *
          </span>
        ) : null}
        {label}
      </label>
      <div className="form-row-control">
        {children}
        <p className="form-row-error" id={errorIdOf(id)} role={error ? 'alert' : undefined}>
          {error ?? ''}
        </p>
      </div>
    </div>
  );
}
