import type { ComponentProps, ReactNode } from 'react';

type TitledSectionProps = Omit<ComponentProps<'section'>, 'aria-labelledby' | 'title'> & {
  /** The heading's id; the section is named by it (aria-labelledby). */
  headingId: string;
  heading: ReactNode;
  level?: 1 | 2 | 3;
  headingClassName?: string;
};

// A region named by its own heading. Screens write the section → heading id pairing here once, so a
// renamed id can never leave a section without its accessible name.
export function TitledSection({ headingId, heading, level = 2, headingClassName, children, ...section }: TitledSectionProps) {
  const Heading = `h${level}` as const;
  return (
    <section {...section} aria-labelledby={headingId}>
      <Heading id={headingId} className={headingClassName}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}
