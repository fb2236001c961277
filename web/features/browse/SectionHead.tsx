import type { ReactNode } from 'react';
import './browse.css';

export function SectionHead({
  title,
  sub,
  more,
  moreHref,
  children,
}: {
  title: string;
  sub?: string;
  more?: string;
  moreHref?: string;
  children?: ReactNode;
}) {
  return (
    <div className="section-head">
      <h2>{title}</h2>
      {sub ? <span className="section-sub">{sub}</span> : null}
      {children}
      {moreHref ? (
        <a className="section-more" href={moreHref}>
          {more ?? '更多'} ›
        </a>
      ) : null}
    </div>
  );
}
