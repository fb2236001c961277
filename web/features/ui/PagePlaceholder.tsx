// A page whose contents come later: its heading and a clear empty panel, inside the normal layout.
import type { ReactNode } from 'react';
import './page-placeholder.css';

export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="placeholder-page">
      <h1 className="placeholder-title">{title}</h1>
      <div className="placeholder-panel">{children ?? <EmptyState />}</div>
    </section>
  );
}

export function EmptyState({ text = '暂无数据' }: { text?: string }) {
  return (
    <div className="empty-state">
      <svg viewBox="0 0 64 48" width="96" height="72" aria-hidden="true">
        <path fill="#e3eef5" d="M8 16h48l6 14v14H2V30z" />
        <path fill="#c7dfee" d="M2 30h18l4 6h16l4-6h18v14H2z" />
      </svg>
      <p>{text}</p>
    </div>
  );
}
