// An honest panel for a screen whose contents arrive in a later release: it says so and what will be
// there, instead of an empty list that would look like "no data".
import type { ReactNode } from 'react';
import './page-placeholder.css';

export function ComingSoon({ children }: { children: ReactNode }) {
  return (
    <div className="coming-soon" role="status">
      <svg viewBox="0 0 64 48" width="96" height="72" aria-hidden="true">
        <rect x="6" y="6" width="52" height="36" rx="4" fill="#e3eef5" />
        <path fill="#0091da" d="M30 14h4v12h-4zM30 30h4v4h-4z" />
      </svg>
      <p className="coming-soon-title">该功能即将上线</p>
      <p className="coming-soon-text">{children}</p>
    </div>
  );
}
