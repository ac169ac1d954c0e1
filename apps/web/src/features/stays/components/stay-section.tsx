import type { ReactNode } from 'react';
import classes from './stay-sections.module.css';

interface StaySectionProps {
  /** Names the heading (`${name}-heading`), which names the section. */
  name: string;
  title: ReactNode;
  /** The section's id for a link to it (`#reviews`); it scrolls into view below the sticky header. */
  anchor?: string;
  /** In place of the sections' own layout (the documents' tighter list). */
  className?: string;
  children: ReactNode;
}

/** A section of the stay page under its own heading. */
export function StaySection({
  name,
  title,
  anchor,
  className = classes.section,
  children,
}: StaySectionProps) {
  return (
    <section
      className={anchor ? `${className} ${classes.anchored}` : className}
      aria-labelledby={`${name}-heading`}
      id={anchor}
    >
      <h2 className={classes.heading} id={`${name}-heading`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
