import type { ReactElement } from 'react';
import { placeholder } from '../components/placeholder-page.tsx';
import { lazyPage } from './lazy-page.tsx';

/**
 * THE route table (spec section 2). To plug in a page, change only its `element`:
 *   element: lazyPage(() => import('../features/<feature>/pages/<name>-page.tsx')),
 * (the page module default-exports its component). Keep one route per line so parallel edits don't collide.
 */
export type LayoutName = 'public' | 'dashboard' | 'admin';

export interface RouteMeta {
  layout: LayoutName;
  /** undefined: public. 0: host (is_admin false). 1: admin (is_admin true). Spec section 6. */
  auth?: 0 | 1;
  /** Hides the layout footer (spec: a route may hide the dashboard footer). */
  hideFooter?: boolean;
  /** Document title; " · Innkeep" is appended. */
  title: string;
}

export interface AppRoute {
  path: string;
  meta: RouteMeta;
  element: ReactElement;
}

const pub = (title: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  layout: 'public',
  title,
  ...extra,
});
const host = (title: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  layout: 'dashboard',
  auth: 0,
  title,
  ...extra,
});
const admin = (title: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  layout: 'admin',
  auth: 1,
  title,
  ...extra,
});

// biome-ignore format: one route per line keeps parallel edits to this table apart.
export const routes: AppRoute[] = [
  // Public site
  { path: '/', meta: pub('Find a stay'), element: lazyPage(() => import('../features/home/pages/home-page.tsx')) },
  { path: '/sign_in', meta: pub('Sign in'), element: lazyPage(() => import('../features/auth/pages/sign-in-page.tsx')) },
  { path: '/sign_up', meta: pub('Sign up'), element: lazyPage(() => import('../features/auth/pages/sign-up-page.tsx')) },
  { path: '/forgot_password', meta: pub('Forgot password'), element: lazyPage(() => import('../features/auth/pages/forgot-password-page.tsx')) },
  { path: '/check', meta: pub('Check your e-mail'), element: lazyPage(() => import('../features/auth/pages/check-email-page.tsx')) },
  { path: '/reset-password', meta: pub('Reset password'), element: lazyPage(() => import('../features/auth/pages/reset-password-page.tsx')) },
  { path: '/confirm-email', meta: pub('Confirm e-mail address'), element: lazyPage(() => import('../features/account/pages/confirm-email-page.tsx')) },
  { path: '/contact_us', meta: pub('Contact us'), element: lazyPage(() => import('../features/content/pages/contact-page.tsx')) },
  { path: '/about_us', meta: pub('About us'), element: lazyPage(() => import('../features/content/pages/about-page.tsx')) },
  { path: '/listing_calendar', meta: pub('Availability and prices'), element: lazyPage(() => import('../features/stays/pages/listing-calendar-page.tsx')) },
  { path: '/stays/:id', meta: pub('Stay'), element: lazyPage(() => import('../features/stays/pages/stay-page.tsx')) },
  { path: '/blogs', meta: pub('Blog'), element: lazyPage(() => import('../features/content/pages/blogs-page.tsx')) },
  { path: '/blogs/:id', meta: pub('Blog post'), element: lazyPage(() => import('../features/content/pages/blog-post-page.tsx')) },
  { path: '/blog_item', meta: pub('Blog post'), element: lazyPage(() => import('../features/content/pages/blog-item-page.tsx')) },
  { path: '/category_listings', meta: pub('Category'), element: lazyPage(() => import('../features/search/pages/category-listings-page.tsx')) },
  { path: '/category/:slug', meta: pub('Category'), element: lazyPage(() => import('../features/search/pages/category-page.tsx')) },
  { path: '/reservation/:unique_hash?', meta: pub('Finalize your booking'), element: placeholder('Finalize your booking') },
  { path: '/book_now', meta: pub('Book now'), element: placeholder('Book now') },
  { path: '/privacy_policy', meta: pub('Privacy policy'), element: lazyPage(() => import('../features/content/pages/privacy-page.tsx')) },
  { path: '/terms_of_use', meta: pub('Terms of use'), element: lazyPage(() => import('../features/content/pages/terms-page.tsx')) },
  { path: '/cookie_policy', meta: pub('Cookie policy'), element: lazyPage(() => import('../features/content/pages/cookie-page.tsx')) },
  { path: '/404', meta: pub('Page not found'), element: lazyPage(() => import('./not-found-page.tsx')) },

  // Host dashboard (type 0)
  { path: '/dashboard', meta: host('Dashboard'), element: lazyPage(() => import('./host-dashboard-page.tsx')) },
  { path: '/listings', meta: host('Listings'), element: lazyPage(() => import('../features/listings/pages/listings-page.tsx')) },
  { path: '/drafts', meta: host('Drafts'), element: lazyPage(() => import('../features/listings/pages/drafts-page.tsx')) },
  { path: '/listing_details/:id', meta: host('Listing details'), element: lazyPage(() => import('../features/listings/pages/listing-details-page.tsx')) },
  { path: '/create_listing', meta: host('Create listing'), element: lazyPage(() => import('../features/listings/pages/create-listing-page.tsx')) },
  { path: '/edit_listing/:id', meta: host('Edit listing'), element: lazyPage(() => import('../features/listings/pages/edit-listing-page.tsx')) },
  { path: '/integrations', meta: host('Integrations'), element: placeholder('Integrations') },
  { path: '/payment', meta: host('Payment'), element: placeholder('Payment') },
  { path: '/reservations', meta: host('Reservations'), element: placeholder('Reservations') },
  { path: '/channel_manager', meta: host('Channel manager'), element: placeholder('Channel manager') },
  { path: '/user', meta: host('Your account'), element: lazyPage(() => import('../features/account/pages/account-page.tsx')) },

  // Admin area (type 1)
  { path: '/admin', meta: admin('Admin dashboard'), element: placeholder('Admin dashboard') },
  { path: '/admin/blogs', meta: admin('Blogs'), element: placeholder('Blogs') },
  { path: '/admin/reviews', meta: admin('Reviews'), element: placeholder('Reviews') },
  { path: '/admin/subscribes', meta: admin('Subscribers'), element: placeholder('Subscribers') },
  { path: '/admin/contacts', meta: admin('Contacts'), element: placeholder('Contacts') },
  { path: '/admin/blocked', meta: admin('Blocked e-mails'), element: placeholder('Blocked e-mails') },
  { path: '/admin/user', meta: admin('Your account'), element: lazyPage(() => import('../features/account/pages/account-page.tsx')) },
  { path: '/admin/tags', meta: admin('Tags'), element: placeholder('Tags') },
];
