// A section of the home page named by its heading: the section's label and the SectionHead title are one text.
import type { ReactNode } from 'react';
import { SectionHead } from '#web/features/browse/SectionHead.tsx';

export function HomeSection(props: {
  title: string;
  sub: string;
  moreHref: string;
  more?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={props.className ?? 'home-section'} aria-label={props.title}>
      <SectionHead title={props.title} sub={props.sub} moreHref={props.moreHref} more={props.more} />
      {props.children}
    </section>
  );
}
