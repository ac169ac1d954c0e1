import type { ReactNode } from 'react';
import classes from './home-hero.module.css';

/** The front door: headline over a calm gradient, with the search bar as the one thing to do. */
export function HomeHero({ children }: { children: ReactNode }) {
  return (
    <section className={classes.hero} aria-labelledby="hero-heading">
      <div className={`container-xl ${classes.inner}`}>
        <div className={classes.intro}>
          <h1 id="hero-heading" className={classes.title}>
            Find a stay that feels like yours
          </h1>
          <p className={classes.lead}>
            Homes, apartments and villas in Lisbon, Barcelona, London, Tokyo and beyond. See real availability
            and the full price before you book.
          </p>
        </div>
        {children}
      </div>
    </section>
  );
}
