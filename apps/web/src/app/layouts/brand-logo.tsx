import { IconHomeHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './public-layout.module.css';

/** The brand's home link, in plain elements: every page draws it as it loads (decision 0108). */
export function BrandLogo({ to = '/', inverted = false }: { to?: string; inverted?: boolean }) {
  return (
    <Link to={to} aria-label="Innkeep home" className={classes.brand} data-inverted={inverted || undefined}>
      <IconHomeHeart size={26} stroke={1.8} aria-hidden />
      <span className={classes.brandName}>Innkeep</span>
    </Link>
  );
}
