import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { HydrateOnView } from '../../hydration/hydrate-on-view.tsx';
import { lazyPart } from '../../hydration/lazy-part.tsx';
import { useRouteMeta } from '../route-meta.ts';
import { AccountButton } from './account-button.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { PageLoader } from './page-loader.tsx';
import classes from './public-layout.module.css';
import type { PublicLink } from './public-mobile-menu.tsx';

// Below the page: its code loads as the visitor comes near it (HydrateOnView), not with every page's start.
const PublicFooter = lazyPart(() => import('./public-footer.tsx').then((m) => m.PublicFooter));
const PublicMobileMenu = lazy(() => import('./public-mobile-menu.tsx'));

const links: PublicLink[] = [
  { label: 'Find my booking', to: '/find-booking' },
  { label: 'Blogs', to: '/blogs' },
  { label: 'Contact us', to: '/contact_us' },
  { label: 'About us', to: '/about_us' },
];

const loadAccountMenu = () => import('./account-menu.tsx');
const AccountMenu = lazy(loadAccountMenu);

/**
 * Until the visitor first opens it, the account menu is a button that looks the same: Mantine's Menu (its
 * popover, positioning and focus trap, about 30 KB gzip) loads when the visitor points at or focuses the
 * button, and takes its place open on a click. A page with no other popover (a stay, the blog) starts without
 * that code.
 */
function UserMenu() {
  const [opened, setOpened] = useState(false);
  const prefetch = () => void loadAccountMenu();
  const standIn = (
    <AccountButton
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setOpened(true)}
    />
  );
  return opened ? (
    <Suspense fallback={standIn}>
      <AccountMenu />
    </Suspense>
  ) : (
    standIn
  );
}

/** The guest site: navigation bar, page, footer (docs/requirements/wire.md#R-W12). */
export function PublicLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const meta = useRouteMeta();

  return (
    // A fixed header over the page (Mantine's AppShell, which the dashboard uses, would bring its navbar,
    // resizing and scroll-lock code to every public page). `right-scroll-bar-position` is the class
    // react-remove-scroll pads when a modal locks the page's scroll, so the header does not shift under it.
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={`${classes.header} right-scroll-bar-position`}>
        <div className={`container-xl ${classes.bar}`}>
          <BrandLogo />
          <nav aria-label="Main" className={classes.nav}>
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} className={classes.link}>
                {link.label}
              </NavLink>
            ))}
            <UserMenu />
          </nav>
          <button
            type="button"
            className={classes.burger}
            data-opened={opened || undefined}
            onClick={() => {
              setMenuLoaded(true);
              toggle();
            }}
            aria-label={opened ? 'Close menu' : 'Open menu'}
            aria-expanded={opened}
          >
            <span />
          </button>
        </div>
      </header>

      {/* The phone menu (Drawer, overlay, scroll lock) loads the first time it is opened. */}
      {menuLoaded && (
        <Suspense fallback={null}>
          <PublicMobileMenu opened={opened} onClose={close} links={links} />
        </Suspense>
      )}

      {/* The footer sits beside <main>, not in it: a footer inside main is no contentinfo landmark. */}
      <div className={classes.main}>
        <main id="main" tabIndex={-1} className={classes.content}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
        {meta?.hideFooter ? null : (
          <HydrateOnView load={PublicFooter.preload}>
            <PublicFooter />
          </HydrateOnView>
        )}
      </div>
    </>
  );
}
