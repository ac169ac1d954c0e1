import type { ReactNode } from 'react';
import classes from './home-blocks.module.css';

interface HomeSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
  children: ReactNode;
  tinted?: boolean;
}

/** One block of the home page: a heading (with an optional link on the right) and its content. */
export function HomeSection({ id, title, subtitle, action, children, tinted }: HomeSectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className={classes.section} data-tinted={tinted || undefined}>
      <div className={`container-xl ${classes.stack}`}>
        <div className={classes.sectionHead}>
          <div>
            <h2 id={`${id}-heading`} className={classes.heading}>
              {title}
            </h2>
            {subtitle && <p className={classes.subtitle}>{subtitle}</p>}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
