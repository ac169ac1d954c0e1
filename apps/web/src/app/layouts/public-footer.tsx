import { Link } from 'react-router';
import { BrandLogo } from './brand-logo.tsx';
import classes from './public-layout.module.css';

// docs/requirements/wire.md#R-W12: footer links.
const footerLinks = [
  { label: 'Home', to: '/' },
  { label: 'About us', to: '/about_us' },
  { label: 'Blogs', to: '/blogs' },
  { label: 'Contact us', to: '/contact_us' },
  { label: 'Find my booking', to: '/find-booking' },
  { label: 'Terms of use', to: '/terms_of_use' },
  { label: 'Privacy policy', to: '/privacy_policy' },
  { label: 'Cookie policy', to: '/cookie_policy' },
];

export function PublicFooter() {
  return (
    <footer className={classes.footer}>
      <div className={`container-xl ${classes.footerInner}`}>
        <div className={classes.footerRow}>
          <div className={classes.footerAbout}>
            <BrandLogo />
            <p className={`${classes.footerText} text-dimmed text-sm`}>
              Find a stay and book it by card, or list your property, keep its calendars in sync and take
              bookings.
            </p>
          </div>
          <nav aria-label="Footer" className={classes.footerLinks}>
            {footerLinks.map((link) => (
              <Link key={link.to} to={link.to} className={classes.footerLink}>
                {link.label}
              </Link>
            ))}
          </nav>
        </div>
        <p className={`${classes.copyright} text-dimmed text-xs`}>© {new Date().getFullYear()} Innkeep</p>
      </div>
    </footer>
  );
}
