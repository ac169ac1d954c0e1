/**
 * THE route table: every page of the web app, once (docs/requirements/wire.md#R-W12). The web router builds its routes from it
 * (apps/web/src/app/routes.tsx), and the server reads it for its 404s, /sitemap.xml and /robots.txt
 * (apps/server/src/modules/spa). Adding a page is one entry here and one page file.
 */

import { AMENITIES } from './amenities.ts';
import { SEARCH_REFINEMENT_PARAMS } from './search-constants.ts';

export type LayoutName = 'public' | 'dashboard' | 'admin';
/** Who may open the page: anyone, a host (is_admin false) or an admin (is_admin true). docs/requirements/wire.md#R-W14. */
export type Access = 'anyone' | 'host' | 'admin';

export interface RouteEntry {
  /** As React Router writes it: `/stays/:id`, `/reservation/:unique_hash?`. */
  path: string;
  /** The page module, from `apps/web/src` (it default-exports the page; it may export a `loader`). */
  page: string;
  layout: LayoutName;
  access: Access;
  /**
   * A page for everyone and for search engines: the server renders it, lists it in /sitemap.xml (when its path
   * has no parameter) and robots.txt lets crawlers in. Every other page is the plain app shell, and crawlers
   * are kept out of it.
   */
  public: boolean;
  /** The document's title before " · Innkeep" (a page with data names itself once it has it). */
  title: string;
  /** Its meta description, when the page has one of its own. */
  description?: string;
  /** The query parameters the page reads: the server renders and keeps the page by these alone (decision 0056). */
  query?: readonly string[];
  /**
   * A page of one record (a stay, a post): the API read whose 404 makes the page a 404 (`:name` takes the page's
   * parameter; an `:id` that is not a positive integer is not found), and the page's title then. The page's
   * loader reads the same record when the server renders it; the server reads it alone when it does not.
   */
  record?: { api: string; notFoundTitle: string };
  /** Hides the layout footer (a route may hide the dashboard footer, docs/requirements/wire.md#R-W12). */
  hideFooter?: boolean;
}

type Extra = Partial<Pick<RouteEntry, 'description' | 'query' | 'record' | 'hideFooter'>>;

/** A public page that search engines read. */
const indexed = (path: string, page: string, title: string, extra: Extra = {}): RouteEntry => ({
  path,
  page,
  layout: 'public',
  access: 'anyone',
  public: true,
  title,
  ...extra,
});
/** A page anyone may open that search engines leave alone (sign-in, a booking by its link). */
const open = (path: string, page: string, title: string, extra: Extra = {}): RouteEntry => ({
  ...indexed(path, page, title, extra),
  public: false,
});
const host = (path: string, page: string, title: string, extra: Extra = {}): RouteEntry => ({
  path,
  page,
  layout: 'dashboard',
  access: 'host',
  public: false,
  title,
  ...extra,
});
const admin = (path: string, page: string, title: string, extra: Extra = {}): RouteEntry => ({
  ...host(path, page, title, extra),
  layout: 'admin',
  access: 'admin',
});

/** The home search's parameters (apps/web app/home/hooks/use-search-state.ts reads exactly these). */
const HOME_QUERY = [
  'city',
  'start',
  'end',
  'numberOfGuests',
  ...AMENITIES.map((a) => a.flag),
  ...SEARCH_REFINEMENT_PARAMS,
] as const;
/** The stay page's chosen dates and guests (features/stays/pages/stay-page.tsx). */
const STAY_QUERY = ['start', 'end', 'guests'] as const;

const content = (name: string) => `features/content/pages/${name}-page.tsx`;

// biome-ignore format: one route per line keeps parallel edits to this table apart.
export const ROUTES: RouteEntry[] = [
  // Public site
  indexed('/', 'app/home/home-page.tsx', 'Find a stay', { query: HOME_QUERY, description: 'Search short-term stays by destination, dates and guests, see real availability and prices, and book by card or ask the host on Innkeep.' }),
  open('/sign_in', 'features/auth/pages/sign-in-page.tsx', 'Sign in'),
  open('/sign_up', 'features/auth/pages/sign-up-page.tsx', 'Sign up'),
  open('/forgot_password', 'features/auth/pages/forgot-password-page.tsx', 'Forgot password'),
  open('/check', 'features/auth/pages/check-email-page.tsx', 'Check your e-mail'),
  open('/reset-password', 'features/auth/pages/reset-password-page.tsx', 'Reset password'),
  open('/confirm-email', 'features/account/pages/confirm-email-page.tsx', 'Confirm e-mail address'),
  indexed('/contact_us', content('contact'), 'Contact us', { description: 'Questions about a stay or about hosting with Innkeep? Send us a message.' }),
  open('/newsletter/confirm', content('newsletter-confirm'), 'Newsletter'),
  open('/newsletter/unsubscribe', content('newsletter-unsubscribe'), 'Newsletter'),
  indexed('/about_us', content('about'), 'About us', { description: 'Innkeep helps guests find and book a stay, and helps hosts list their properties, keep their calendars in sync and take bookings.' }),
  open('/listing_calendar', 'features/stays/pages/listing-calendar-page.tsx', 'Listing calendar'),
  indexed('/stays/:id', 'features/stays/pages/stay-page.tsx', 'Stay', { query: STAY_QUERY, record: { api: '/api/stays/:id', notFoundTitle: 'Stay not found' } }),
  indexed('/blogs', content('blogs'), 'Blog', { description: 'Travel ideas, hosting tips and news from Innkeep.' }),
  indexed('/blogs/:id', content('blog-post'), 'Blog post', { record: { api: '/api/blogs/:id', notFoundTitle: 'Blog post not found' } }),
  open('/blog_item', content('blog-item'), 'Blog post'),
  indexed('/category_listings', 'features/search/pages/category-listings-page.tsx', 'Categories', { description: 'Browse stays on Innkeep by kind of place: apartments, houses, villas and more.' }),
  indexed('/category/:slug', 'features/search/pages/category-page.tsx', 'Category', { record: { api: '/api/search/category/:slug', notFoundTitle: 'Category not found' } }),
  open('/reservation/:unique_hash?', 'features/bookings/pages/finalize-booking-page.tsx', 'Your booking'),
  open('/reservation/:unique_hash/deposit-claim', 'features/bookings/pages/deposit-claim-page.tsx', 'Damage deposit claim'),
  indexed('/find-booking', 'features/bookings/pages/find-booking-page.tsx', 'Find my booking', { description: 'Lost the link to your booking? Enter the e-mail address you booked with and we will send the links to your trips.' }),
  open('/book_now', 'features/bookings/pages/book-now-page.tsx', 'Book now'),
  indexed('/privacy_policy', content('privacy'), 'Privacy policy', { description: 'How Innkeep collects, uses and protects your information.' }),
  indexed('/terms_of_use', content('terms'), 'Terms of use', { description: 'The terms that apply when you use Innkeep.' }),
  indexed('/cookie_policy', content('cookie'), 'Cookie policy', { description: 'What Innkeep keeps in your browser and why.' }),
  open('/404', 'app/not-found-page.tsx', 'Page not found'),
  open('/team/accept', 'features/team/pages/accept-invitation-page.tsx', 'Join a team'),

  // Host dashboard
  host('/dashboard', 'features/dashboard/pages/dashboard-page.tsx', 'Dashboard'),
  host('/listings', 'features/listings/pages/listings-page.tsx', 'Listings'),
  host('/drafts', 'features/listings/pages/drafts-page.tsx', 'Drafts'),
  host('/listing_details/:id', 'features/listings/pages/listing-details-page.tsx', 'Listing details'),
  host('/create_listing', 'features/listings/pages/create-listing-page.tsx', 'Create listing'),
  host('/edit_listing/:id', 'features/listings/pages/edit-listing-page.tsx', 'Edit listing'),
  host('/integrations', 'features/payments/pages/integrations-page.tsx', 'Integrations'),
  host('/integrations/onboarding', 'features/payments/pages/onboarding-page.tsx', 'Card payments onboarding'),
  host('/payment', 'features/reservations/pages/staff-payment-page.tsx', 'Payment'),
  host('/reservations', 'features/reservations/pages/reservations-page.tsx', 'Reservations'),
  host('/inbox', 'app/inbox/inbox-page.tsx', 'Inbox'),
  host('/automations', 'features/automations/pages/automations-page.tsx', 'Templates and automations'),
  host('/payouts', 'features/payouts/pages/payouts-page.tsx', 'Payouts'),
  host('/calendar', 'app/calendar/multi-calendar-page.tsx', 'Calendar'),
  host('/calendar/month', 'features/calendar/pages/calendar-page.tsx', 'Calendar'),
  host('/pricing-rules', 'features/pricing-rules/pages/pricing-rules-page.tsx', 'Pricing rules'),
  host('/channel_manager', 'features/channels/pages/channel-manager-page.tsx', 'Channel manager'),
  host('/team', 'features/team/pages/team-page.tsx', 'Team'),
  host('/tasks', 'features/tasks/pages/tasks-page.tsx', 'Tasks'),
  host('/user', 'features/account/pages/account-page.tsx', 'Your account'),

  // Admin area
  admin('/admin', 'features/admin/pages/admin-dashboard-page.tsx', 'Admin'),
  admin('/admin/blogs', 'features/admin/pages/admin-blogs-page.tsx', 'Blogs'),
  admin('/admin/reviews', 'features/admin/pages/admin-reviews-page.tsx', 'Reviews'),
  admin('/admin/subscribes', 'features/admin/pages/admin-subscribes-page.tsx', 'Subscribers'),
  admin('/admin/reservations', 'features/admin/pages/admin-reservations-page.tsx', 'Reservations'),
  admin('/admin/contacts', 'features/admin/pages/admin-contacts-page.tsx', 'Contacts'),
  admin('/admin/blocked', 'features/admin/pages/admin-blocked-page.tsx', 'Blocked e-mails'),
  admin('/admin/deposit-claims', 'features/admin/pages/admin-deposit-claims-page.tsx', 'Deposit claims'),
  admin('/admin/mail', 'features/admin/pages/admin-mail-page.tsx', 'Mail'),
  admin('/admin/user', 'features/account/pages/account-page.tsx', 'Your account'),
  admin('/admin/tags', 'features/admin/pages/admin-tags-page.tsx', 'Tags'),
];

/** The not-found page itself: the client sends unknown paths there, and it answers 404 like them. */
export const NOT_FOUND_PATH = '/404';

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The route a path is a page of (as React Router matches it: `:name`, `:name?`, any case; no query string,
 * trailing slashes ignored), with its parameters, or null.
 */
export function matchRoute(
  path: string,
  table: readonly RouteEntry[] = ROUTES,
): { route: RouteEntry; params: Record<string, string> } | null {
  const got = segments(path);
  for (const route of table) {
    const want = segments(route.path);
    const required = want.filter((s) => !s.endsWith('?')).length;
    if (got.length < required || got.length > want.length) continue;
    const params: Record<string, string> = {};
    const ok = got.every((segment, i) => {
      const part = want[i] as string;
      if (part.startsWith(':')) {
        params[part.slice(1).replace(/\?$/, '')] = segment;
        return true;
      }
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (ok) return { route, params };
  }
  return null;
}

/** Whether the web app has a page at this path. */
export const isAppPath = (path: string, table: readonly RouteEntry[] = ROUTES): boolean =>
  matchRoute(path, table) !== null;

/** The public pages whose path is the page (no parameter): the sitemap lists them. */
export const fixedPublicPaths = (table: readonly RouteEntry[] = ROUTES): string[] =>
  table.filter((r) => r.public && !r.path.includes(':')).map((r) => r.path);

/**
 * What robots.txt keeps crawlers out of: the first fixed part of every page that is not public (`/admin`,
 * `/reservation`), once, and none that would also close a public page.
 */
export function closedPrefixes(table: readonly RouteEntry[] = ROUTES): string[] {
  const open = table.filter((r) => r.public).map((r) => r.path.toLowerCase());
  const prefixes = table
    .filter((r) => !r.public)
    .map((r) => `/${segments(r.path)[0] ?? ''}`)
    .filter((prefix) => prefix !== '/' && !open.some((path) => path.startsWith(prefix.toLowerCase())));
  return [...new Set(prefixes)];
}
