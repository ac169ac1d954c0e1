import type { ReactElement } from 'react';
import { lazyPage } from './lazy-page.tsx';

/**
 * THE route table (docs/requirements/wire.md#R-W12). To plug in a page, change only its `element`:
 *   element: lazyPage('../features/<feature>/pages/<name>-page.tsx'),
 * (the page module default-exports its component and names the document with components/page-meta.tsx).
 * Keep one route per line so parallel edits don't collide.
 */
export type LayoutName = 'public' | 'dashboard' | 'admin';

export interface RouteMeta {
  layout: LayoutName;
  /** undefined: public. 0: host (is_admin false). 1: admin (is_admin true). docs/requirements/wire.md#R-W14. */
  auth?: 0 | 1;
  /** Hides the layout footer (a route may hide the dashboard footer, docs/requirements/wire.md#R-W12). */
  hideFooter?: boolean;
}

export interface AppRoute {
  path: string;
  meta: RouteMeta;
  element: ReactElement;
}

const pub = (extra: Partial<RouteMeta> = {}): RouteMeta => ({
  layout: 'public',
  ...extra,
});
const host = (extra: Partial<RouteMeta> = {}): RouteMeta => ({
  layout: 'dashboard',
  auth: 0,
  ...extra,
});
const admin = (extra: Partial<RouteMeta> = {}): RouteMeta => ({
  layout: 'admin',
  auth: 1,
  ...extra,
});

// biome-ignore format: one route per line keeps parallel edits to this table apart.
export const routes: AppRoute[] = [
  // Public site
  { path: '/', meta: pub(), element: lazyPage('./home/home-page.tsx') },
  { path: '/sign_in', meta: pub(), element: lazyPage('../features/auth/pages/sign-in-page.tsx') },
  { path: '/sign_up', meta: pub(), element: lazyPage('../features/auth/pages/sign-up-page.tsx') },
  { path: '/forgot_password', meta: pub(), element: lazyPage('../features/auth/pages/forgot-password-page.tsx') },
  { path: '/check', meta: pub(), element: lazyPage('../features/auth/pages/check-email-page.tsx') },
  { path: '/reset-password', meta: pub(), element: lazyPage('../features/auth/pages/reset-password-page.tsx') },
  { path: '/confirm-email', meta: pub(), element: lazyPage('../features/account/pages/confirm-email-page.tsx') },
  { path: '/contact_us', meta: pub(), element: lazyPage('../features/content/pages/contact-page.tsx') },
  { path: '/newsletter/confirm', meta: pub(), element: lazyPage('../features/content/pages/newsletter-confirm-page.tsx') },
  { path: '/newsletter/unsubscribe', meta: pub(), element: lazyPage('../features/content/pages/newsletter-unsubscribe-page.tsx') },
  { path: '/about_us', meta: pub(), element: lazyPage('../features/content/pages/about-page.tsx') },
  { path: '/listing_calendar', meta: pub(), element: lazyPage('../features/stays/pages/listing-calendar-page.tsx') },
  { path: '/stays/:id', meta: pub(), element: lazyPage('../features/stays/pages/stay-page.tsx') },
  { path: '/blogs', meta: pub(), element: lazyPage('../features/content/pages/blogs-page.tsx') },
  { path: '/blogs/:id', meta: pub(), element: lazyPage('../features/content/pages/blog-post-page.tsx') },
  { path: '/blog_item', meta: pub(), element: lazyPage('../features/content/pages/blog-item-page.tsx') },
  { path: '/category_listings', meta: pub(), element: lazyPage('../features/search/pages/category-listings-page.tsx') },
  { path: '/category/:slug', meta: pub(), element: lazyPage('../features/search/pages/category-page.tsx') },
  { path: '/reservation/:unique_hash?', meta: pub(), element: lazyPage('../features/bookings/pages/finalize-booking-page.tsx') },
  { path: '/reservation/:unique_hash/deposit-claim', meta: pub(), element: lazyPage('../features/bookings/pages/deposit-claim-page.tsx') },
  { path: '/find-booking', meta: pub(), element: lazyPage('../features/bookings/pages/find-booking-page.tsx') },
  { path: '/book_now', meta: pub(), element: lazyPage('../features/bookings/pages/book-now-page.tsx') },
  { path: '/privacy_policy', meta: pub(), element: lazyPage('../features/content/pages/privacy-page.tsx') },
  { path: '/terms_of_use', meta: pub(), element: lazyPage('../features/content/pages/terms-page.tsx') },
  { path: '/cookie_policy', meta: pub(), element: lazyPage('../features/content/pages/cookie-page.tsx') },
  { path: '/404', meta: pub(), element: lazyPage('./not-found-page.tsx') },
  { path: '/team/accept', meta: pub(), element: lazyPage('../features/team/pages/accept-invitation-page.tsx') },

  // Host dashboard (type 0)
  { path: '/dashboard', meta: host(), element: lazyPage('../features/dashboard/pages/dashboard-page.tsx') },
  { path: '/listings', meta: host(), element: lazyPage('../features/listings/pages/listings-page.tsx') },
  { path: '/drafts', meta: host(), element: lazyPage('../features/listings/pages/drafts-page.tsx') },
  { path: '/listing_details/:id', meta: host(), element: lazyPage('../features/listings/pages/listing-details-page.tsx') },
  { path: '/create_listing', meta: host(), element: lazyPage('../features/listings/pages/create-listing-page.tsx') },
  { path: '/edit_listing/:id', meta: host(), element: lazyPage('../features/listings/pages/edit-listing-page.tsx') },
  { path: '/integrations', meta: host(), element: lazyPage('../features/payments/pages/integrations-page.tsx') },
  { path: '/integrations/onboarding', meta: host(), element: lazyPage('../features/payments/pages/onboarding-page.tsx') },
  { path: '/payment', meta: host(), element: lazyPage('../features/reservations/pages/staff-payment-page.tsx') },
  { path: '/reservations', meta: host(), element: lazyPage('../features/reservations/pages/reservations-page.tsx') },
  { path: '/inbox', meta: host(), element: lazyPage('./inbox/inbox-page.tsx') },
  { path: '/automations', meta: host(), element: lazyPage('../features/automations/pages/automations-page.tsx') },
  { path: '/payouts', meta: host(), element: lazyPage('../features/payouts/pages/payouts-page.tsx') },
  { path: '/calendar', meta: host(), element: lazyPage('./calendar/multi-calendar-page.tsx') },
  { path: '/calendar/month', meta: host(), element: lazyPage('../features/calendar/pages/calendar-page.tsx') },
  { path: '/channel_manager', meta: host(), element: lazyPage('../features/channels/pages/channel-manager-page.tsx') },
  { path: '/team', meta: host(), element: lazyPage('../features/team/pages/team-page.tsx') },
  { path: '/tasks', meta: host(), element: lazyPage('../features/tasks/pages/tasks-page.tsx') },
  { path: '/user', meta: host(), element: lazyPage('../features/account/pages/account-page.tsx') },

  // Admin area (type 1)
  { path: '/admin', meta: admin(), element: lazyPage('../features/admin/pages/admin-dashboard-page.tsx') },
  { path: '/admin/blogs', meta: admin(), element: lazyPage('../features/admin/pages/admin-blogs-page.tsx') },
  { path: '/admin/reviews', meta: admin(), element: lazyPage('../features/admin/pages/admin-reviews-page.tsx') },
  { path: '/admin/subscribes', meta: admin(), element: lazyPage('../features/admin/pages/admin-subscribes-page.tsx') },
  { path: '/admin/contacts', meta: admin(), element: lazyPage('../features/admin/pages/admin-contacts-page.tsx') },
  { path: '/admin/blocked', meta: admin(), element: lazyPage('../features/admin/pages/admin-blocked-page.tsx') },
  { path: '/admin/deposit-claims', meta: admin(), element: lazyPage('../features/admin/pages/admin-deposit-claims-page.tsx') },
  { path: '/admin/mail', meta: admin(), element: lazyPage('../features/admin/pages/admin-mail-page.tsx') },
  { path: '/admin/user', meta: admin(), element: lazyPage('../features/account/pages/account-page.tsx') },
  { path: '/admin/tags', meta: admin(), element: lazyPage('../features/admin/pages/admin-tags-page.tsx') },
];
